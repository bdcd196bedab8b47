// npm test: every test of the repository — lint, types, unit, integration (real PostgreSQL) and
// browser tests (Debian's Chromium). Uses DATABASE_URL when set; otherwise starts PostgreSQL itself.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { baseEnv, ensureDependencies, log, rootDir, run } from './bootstrap.mjs';

const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function findChromium() {
  if (process.env.CHROMIUM_PATH)
    return fs.existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : null;
  return CHROMIUM_CANDIDATES.find((candidate) => fs.existsSync(candidate)) ?? null;
}

function hasAptAsRoot() {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync('apt-get', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Browser tests never skip: Chromium is installed when possible, otherwise we stop and say how. */
function ensureChromium() {
  let chromium = findChromium();
  if (!chromium && hasAptAsRoot()) {
    log("Chromium is missing: installing Debian's chromium package …");
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    chromium = findChromium();
  }
  if (!chromium) {
    throw new Error(
      'Browser tests need Chromium. Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu), ' +
        'or set CHROMIUM_PATH to a Chromium or Chrome executable, then run `npm test` again.',
    );
  }
  return chromium;
}

function onPath(binary) {
  try {
    execFileSync(binary, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The Redis backend tests need a redis-server unless REDIS_URL names one. */
function ensureRedisServer() {
  if (process.env.REDIS_URL || onPath('redis-server')) return;
  if (hasAptAsRoot()) {
    log("redis-server is missing: installing Debian's redis-server package …");
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'redis-server'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (onPath('redis-server')) return;
  }
  throw new Error(
    'The queue tests need Redis. Install it with `sudo apt-get install -y redis-server`, ' +
      'or set REDIS_URL to a running Redis, then run `npm test` again.',
  );
}

try {
  ensureDependencies();
  const chromium = ensureChromium();
  ensureRedisServer();
  const artifacts = path.resolve(rootDir, process.env.TEST_ARTIFACTS_DIR ?? 'test-results');
  fs.mkdirSync(artifacts, { recursive: true });
  log(`Running every test (browser: ${chromium}; artefacts: ${path.relative(rootDir, artifacts)}/) …`);
  run(
    path.join(rootDir, 'node_modules/.bin/tsx'),
    ['tooling/standalone/src/with-test-services.ts', '--', process.execPath, 'scripts/test-tasks.mjs'],
    { env: { ...baseEnv(), CHROMIUM_PATH: chromium, TEST_ARTIFACTS_DIR: artifacts } },
  );
  log('All tests passed.');
} catch (error) {
  log(error?.message || String(error));
  process.exit(1);
}
