import { spawn } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** A localhost port nothing listens on, to stand in for a database that is down. */
export async function closedPort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface SpawnedMain {
  url: string;
  /** Sends the signal and resolves with the exit code. */
  stop: (signal: NodeJS.Signals) => Promise<number | null>;
}

/**
 * Runs an app's `src/main.ts` in its own process (from source, through tsx) and resolves once it
 * logs that it listens; rejects with its output if it exits first. For tests of startup and
 * signal handling, which cannot be exercised inside the test process.
 */
export function spawnMain(main: URL, env: Record<string, string | undefined>): Promise<SpawnedMain> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@grantflow/source', fileURLToPath(main)],
    {
      cwd: fileURLToPath(new URL('..', main)),
      env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no "listening" line within 45 s:\n${output}`));
    }, 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({
          url: match[1],
          stop: (signal) => {
            child.kill(signal);
            return exited;
          },
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}:\n${output}`));
    });
  });
}
