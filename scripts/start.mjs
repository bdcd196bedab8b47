// npm start: install what is missing, build, then run everything at http://localhost:${PORT:-3000}.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { baseEnv, ensureDependencies, log, rootDir, run } from './bootstrap.mjs';

try {
  const pnpm = ensureDependencies();
  log('Building …');
  run(pnpm, ['exec', 'turbo', 'run', 'build', '--filter=@grantflow/standalone...', '--output-logs=errors-only'], {
    env: baseEnv(),
  });
  const launcher = spawn(process.execPath, ['--enable-source-maps', path.join(rootDir, 'tooling/standalone/dist/main.js')], {
    stdio: 'inherit',
    env: { ...baseEnv(), NODE_ENV: process.env.NODE_ENV ?? 'production' },
  });
  // The terminal's Ctrl-C reaches the launcher too; it stops the services and PostgreSQL, then exits.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => launcher.kill('SIGTERM'));
  launcher.once('exit', (code) => process.exit(code ?? 0));
} catch (error) {
  log(error.message);
  process.exit(1);
}
