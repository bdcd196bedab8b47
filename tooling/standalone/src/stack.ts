import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { findFreePort } from './ports.ts';

/** The servers of DESIGN §1, each its own process, as they would be in containers. */
const SERVICES = ['api', 'rest', 'importer', 'ai'] as const;
type ServiceName = (typeof SERVICES)[number] | 'gateway';

export interface StackOptions {
  rootDir: string;
  databaseUrl: string;
  authSecret: string;
  /** Public port of the gateway. */
  port: number;
  logDir: string;
  /** Extra environment for every service (SMTP_URL, SUPPORT_EMAIL, ...). */
  env?: Record<string, string | undefined>;
  firstInternalPort?: number;
}

export interface RunningStack {
  url: string;
  /** Resolves when any service exits on its own (a crash), with its name. */
  crashed: Promise<ServiceName>;
  stop(): Promise<void>;
}

interface Child {
  name: ServiceName;
  process: ChildProcess;
  exited: Promise<number | null>;
}

function startService(name: ServiceName, entry: string, env: NodeJS.ProcessEnv, logDir: string): Child {
  fs.mkdirSync(logDir, { recursive: true });
  const log = fs.openSync(path.join(logDir, `${name}.log`), 'a');
  // Detached: a Ctrl-C in the terminal reaches only the launcher, which then stops the services in order.
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    env,
    stdio: ['ignore', log, log],
    detached: true,
  });
  fs.closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, process: child, exited };
}

async function waitUntilReady(url: string, child: Child, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitedEarly = false;
  void child.exited.then(() => {
    exitedEarly = true;
  });
  while (Date.now() < deadline) {
    if (exitedEarly) throw new Error(`${child.name} exited during start-up`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await delay(150);
  }
  throw new Error(`${child.name} was not ready at ${url} within ${timeoutMs / 1000} s`);
}

async function stopChild(child: Child): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  child.process.kill('SIGTERM');
  const timeout = delay(30_000).then(() => 'timeout' as const);
  if ((await Promise.race([child.exited, timeout])) === 'timeout') child.process.kill('SIGKILL');
}

/** Starts api, rest, importer and ai on free internal ports and the gateway on `port`; resolves once all are ready. */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const children: Child[] = [];
  const baseEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...options.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    AUTH_SECRET: options.authSecret,
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${options.port}`,
  };
  // Should the launcher exit any other way (an uncaught error), the detached services must not outlive it.
  process.once('exit', () => {
    for (const child of children) if (child.process.exitCode === null) child.process.kill('SIGTERM');
  });
  const stop = async () => {
    // Gateway first so no new traffic arrives, then the services in parallel.
    const gateway = children.filter((c) => c.name === 'gateway');
    await Promise.all(gateway.map(stopChild));
    await Promise.all(children.filter((c) => c.name !== 'gateway').map(stopChild));
  };
  try {
    const upstreams: Record<string, string> = {};
    let nextPort = options.firstInternalPort ?? 4101;
    for (const name of SERVICES) {
      const port = await findFreePort(nextPort);
      nextPort = port + 1;
      const entry = path.join(options.rootDir, 'apps', name, 'dist', 'main.js');
      const child = startService(name, entry, { ...baseEnv, PORT: String(port) }, options.logDir);
      children.push(child);
      upstreams[name] = `http://127.0.0.1:${port}`;
    }
    await Promise.all(
      children.map((child) => waitUntilReady(`${upstreams[child.name]}/ready`, child, 60_000)),
    );
    const gateway = startService(
      'gateway',
      path.join(options.rootDir, 'apps', 'gateway', 'dist', 'main.js'),
      {
        ...baseEnv,
        HOST: process.env.HOST ?? '0.0.0.0',
        PORT: String(options.port),
        API_URL: upstreams.api,
        REST_URL: upstreams.rest,
        IMPORTER_URL: upstreams.importer,
        AI_URL: upstreams.ai,
        WEB_DIST: path.join(options.rootDir, 'apps', 'web', 'dist'),
      },
      options.logDir,
    );
    children.push(gateway);
    await waitUntilReady(`http://127.0.0.1:${options.port}/health`, gateway, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  const crashed = Promise.race(children.map((c) => c.exited.then(() => c.name)));
  return { url: `http://localhost:${options.port}`, crashed, stop };
}
