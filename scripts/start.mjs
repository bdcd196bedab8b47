// npm start: install what is missing, build, then run everything at http://localhost:${PORT:-3000}.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { baseEnv, ensureDependencies, log, rootDir, run } from './bootstrap.mjs';

try {
  const pnpm = ensureDependencies();
  log('Building …');
  run(
    pnpm,
    ['exec', 'turbo', 'run', 'build', '--filter=@grantflow/standalone...', '--output-logs=errors-only'],
    {
      env: baseEnv(),
    },
  );
  // Detached: the terminal's Ctrl-C reaches only this script, not the launcher's process group, where
  // embedded PostgreSQL runs; otherwise PostgreSQL would stop at once, under the services still draining.
  const launcher = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(rootDir, 'tooling/standalone/dist/main.js')],
    {
      stdio: 'inherit',
      detached: true,
      env: { ...baseEnv(), NODE_ENV: process.env.NODE_ENV ?? 'production' },
    },
  );
  // The launcher stops the gateway, the services and PostgreSQL in order, then exits (and so do we).
  process.on('SIGINT', () => launcher.kill('SIGINT'));
  process.on('SIGTERM', () => launcher.kill('SIGTERM'));
  process.on('SIGHUP', () => launcher.kill('SIGTERM'));
  launcher.once('exit', (code) => process.exit(code ?? 0));
} catch (error) {
  log(error?.message || String(error));
  process.exit(1);
}
