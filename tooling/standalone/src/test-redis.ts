import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { findFreePort } from './ports.ts';

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** A throwaway redis-server (no persistence) on a free loopback port, for the Redis backend tests. */
export async function startTestRedis(binary = 'redis-server'): Promise<TestRedis> {
  const port = await findFreePort(56379);
  const child: ChildProcess = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const failed = new Promise<Error>((resolve) => child.once('error', resolve));
  for (let attempt = 0; attempt < 100; attempt++) {
    const outcome = await Promise.race([failed, delay(100).then(() => null)]);
    if (outcome) throw new Error(`Could not start ${binary}: ${outcome.message}`);
    if (await answersPing(port)) {
      return {
        url: `redis://127.0.0.1:${port}`,
        stop: async () => {
          child.kill('SIGTERM');
          await Promise.race([new Promise((r) => child.once('exit', r)), delay(5000)]);
        },
      };
    }
  }
  child.kill('SIGKILL');
  throw new Error(`${binary} did not answer on port ${port}`);
}
