import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

// The PostGraphile and raw-SQL servers run as their own processes, like Grantflow's services, so the load
// generator (this process) never shares an event loop with a server it measures.

export interface ChildServer {
  url: string;
  stop(): Promise<void>;
}

export async function startChildServer(options: {
  name: string;
  entry: string;
  port: number;
  env: Record<string, string>;
  logDir: string;
}): Promise<ChildServer> {
  fs.mkdirSync(options.logDir, { recursive: true });
  const log = fs.openSync(path.join(options.logDir, `${options.name}.log`), 'w');
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@grantflow/source', options.entry],
    {
      cwd: path.dirname(path.dirname(options.entry)),
      env: { ...process.env, ...options.env, PORT: String(options.port), NODE_ENV: 'production' },
      stdio: ['ignore', log, log],
    },
  );
  fs.closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.once('exit', () => child.kill('SIGTERM'));
  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    if ((await Promise.race([exited.then(() => 'done'), delay(10_000)])) !== 'done') child.kill('SIGKILL');
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      await fetch(url);
      return { url, stop };
    } catch {
      await delay(250);
    }
  }
  await stop();
  throw new Error(`${options.name} did not start; see ${path.join(options.logDir, `${options.name}.log`)}`);
}
