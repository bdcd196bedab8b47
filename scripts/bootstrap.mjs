// Shared by `npm start` and `npm test`: make sure the pinned pnpm and the dependencies are present.
// Plain Node (no dependencies), because nothing else is installed yet on a fresh machine.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const rootDir = path.resolve(import.meta.dirname, '..');
const PNPM_VERSION = JSON.parse(
  fs.readFileSync(path.join(rootDir, 'package.json'), 'utf8'),
).packageManager.split('@')[1];
const toolsDir = path.join(rootDir, '.tools');
const localPnpm = path.join(toolsDir, 'node_modules', '.bin', 'pnpm');

export function log(line) {
  process.stdout.write(`\x1b[35m[grantflow]\x1b[0m ${line}\n`);
}

function versionOf(bin) {
  try {
    return execFileSync(bin, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/**
 * The local pnpm goes first on PATH for everything started from here: turbo looks pnpm up by name
 * (packageManager) when it runs the workspace's scripts.
 */
function useLocalPnpm() {
  process.env.PATH = `${path.dirname(localPnpm)}${path.delimiter}${process.env.PATH ?? ''}`;
  return localPnpm;
}

/** The pinned pnpm: a global one of the exact version, else one installed into .tools/ with npm. */
export function ensurePnpm() {
  if (versionOf('pnpm') === PNPM_VERSION) return 'pnpm';
  if (versionOf(localPnpm) === PNPM_VERSION) return useLocalPnpm();
  log(`Installing pnpm ${PNPM_VERSION} into .tools/ …`);
  fs.mkdirSync(toolsDir, { recursive: true });
  run('npm', [
    'install',
    '--prefix',
    toolsDir,
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    `pnpm@${PNPM_VERSION}`,
  ]);
  if (versionOf(localPnpm) !== PNPM_VERSION) throw new Error(`pnpm ${PNPM_VERSION} could not be installed`);
  return useLocalPnpm();
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: rootDir, ...options });
  if (result.status !== 0) {
    const why = result.error ? result.error.message : `exit code ${result.status ?? result.signal}`;
    throw new Error(`${command} ${args.join(' ')} failed (${why})`);
  }
}

/** pnpm + the workspace's dependencies, exactly as the lockfile says. */
export function ensureDependencies() {
  const pnpm = ensurePnpm();
  log('Installing dependencies (pnpm install --frozen-lockfile) …');
  run(pnpm, ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only'], {
    env: { ...process.env, CI: process.env.CI ?? '' },
  });
  return pnpm;
}

/** The environment for turbo and the services; read after ensurePnpm() so PATH includes the local pnpm. */
export function baseEnv() {
  return { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1' };
}
