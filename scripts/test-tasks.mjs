// The tasks behind `npm test`, run by scripts/test.mjs once PostgreSQL and Redis are up.
//
// Why not one `turbo run lint typecheck test test:e2e`: turbo has no task priorities, so the browser
// tests — the longest task by far — started only once most of the other tasks had run, and then ran
// alone for minutes. Here every package is built first, then two streams run side by side, one task
// each: the browser tests, and the other tests; lint and types follow whichever ends first. The suite
// takes about as long as the longer stream.
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
      log(error?.message || String(error));
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
// Lint and types run once the first of the two streams has ended, beside what is left of the other
// (fresh-clone runs on 2 cores: the browser tests took 9.9–13.0 min, the other tests 11.6–12.5 min, and
// either ended first). Run beside most of the browser tests, the checks once took 5.3 min instead of 1.4
// and slowed the browser tests too; after the first stream they overlap only the other's remainder.
const browser = pnpm(turbo(['test:e2e', '--only', '--concurrency=1']));
const tests = pnpm(turbo(['test', '--only', '--concurrency=1', '--continue']));
const checksRun = Promise.race([browser, tests]).then(() =>
  pnpm(turbo(['lint', 'typecheck', '--only', '--concurrency=1', '--continue'])),
);
const [browserCode, testsCode, checks] = await Promise.all([browser, tests, checksRun]);
if (browserCode !== 0) log('The browser tests (test:e2e) failed.');
if (checks !== 0) log('Lint or types failed (see the task output above).');
if (testsCode !== 0) log('Tests failed (see the task output above).');
process.exit(browserCode === 0 && checks === 0 && testsCode === 0 ? 0 : 1);
