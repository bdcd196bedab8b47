// The tasks behind `npm test`, run by scripts/test.mjs once PostgreSQL and Redis are up.
//
// Why not one `turbo run lint typecheck test test:e2e`: turbo has no task priorities, so the browser
// tests — the longest task by far — started only once most of the other tasks had run, and then ran
// alone for minutes. Here every package is built first, then two streams run side by side, one task
// each: the browser tests followed by lint and types, and the other tests. The suite takes about as
// long as the longer stream.
import { spawn } from 'node:child_process';
import { log, rootDir } from './bootstrap.mjs';

const turbo = (args) => ['exec', 'turbo', 'run', ...args, '--output-logs=new-only'];

// After Ctrl-C (or SIGTERM) no further step starts: the running ones get the signal and end.
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
  });
}

function pnpm(args) {
  if (interrupted) return Promise.resolve(1);
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
// Lint and types follow the browser tests, after the other tests have ended (fresh-clone CI on 2 cores: the
// browser tests 10.9–17.8 min beside 10.7–14.2 min of the other tests). Following the other tests instead, the
// checks ran beside the browser tests and slowed both: 5.3 min instead of 1.4, the whole run 21 min against 20.
const browserThenChecks = async () => {
  const browser = await pnpm(turbo(['test:e2e', '--only', '--concurrency=1']));
  const checks = await pnpm(turbo(['lint', 'typecheck', '--only', '--concurrency=1', '--continue']));
  return { browser, checks };
};
const [{ browser, checks }, tests] = await Promise.all([
  browserThenChecks(),
  pnpm(turbo(['test', '--only', '--concurrency=1', '--continue'])),
]);
if (browser !== 0) log('The browser tests (test:e2e) failed.');
if (checks !== 0) log('Lint or types failed (see the task output above).');
if (tests !== 0) log('Tests failed (see the task output above).');
process.exit(browser === 0 && checks === 0 && tests === 0 ? 0 : 1);
