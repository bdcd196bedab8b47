// The tasks behind `npm test`, run by scripts/test.mjs once PostgreSQL and Redis are up.
//
// Why not one `turbo run lint typecheck test test:e2e`: turbo has no task priorities, so the browser
// tests — the longest task by far — started only once most of the other tasks had run, and then ran
// alone for minutes. Here every package is built first, then the browser tests and the rest run
// side by side, one task each, and the suite takes about as long as the longer of the two.
import { spawn } from 'node:child_process';
import { log, rootDir } from './bootstrap.mjs';

const turbo = (args) => ['exec', 'turbo', 'run', ...args, '--output-logs=new-only'];

function pnpm(args) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', args, { cwd: rootDir, stdio: 'inherit' });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.once('error', (error) => {
      log(error.message);
      resolve(1);
    });
    child.once('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

if ((await pnpm(turbo(['build', '--concurrency=2']))) !== 0) {
  log('The build failed: no tests were run.');
  process.exit(1);
}

// `--only`: the builds above are done, and neither run may rebuild (rewrite dist/) under the other.
const [browser, rest] = await Promise.all([
  pnpm(turbo(['test:e2e', '--only', '--concurrency=1'])),
  pnpm(turbo(['lint', 'typecheck', 'test', '--only', '--concurrency=1', '--continue'])),
]);
if (browser !== 0) log('The browser tests (test:e2e) failed.');
if (rest !== 0) log('Lint, types or tests failed (see the task output above).');
process.exit(browser === 0 && rest === 0 ? 0 : 1);
