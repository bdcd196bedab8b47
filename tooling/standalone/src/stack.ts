import http from 'node:http';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { gatewayHost } from './gateway-host.ts';
import { findFreePort } from './ports.ts';
import { type Supervised, supervise } from './supervisor.ts';

/** The servers of docs/architecture.md, Shape, each its own process, as they would be in containers. */
const SERVICES = ['api', 'rest', 'importer', 'ai'] as const;
/** The services that use the job queue, in the order they start. */
const QUEUE_SERVICES = ['api', 'importer', 'ai'] as const;
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
  /** The launcher's own lines (restarts); the terminal by default. */
  say?: (line: string) => void;
}

export interface RunningStack {
  url: string;
  /** The supervised services (find one by name): a service that exits unexpectedly is restarted. */
  services: readonly Supervised[];
  /** Stops the gateway first (no new traffic), then the services in parallel; bounded (Ctrl-C < 10 s). */
  stop(): Promise<void>;
}

/** How long each stage of stop() may take before SIGKILL: the gateway, then the services. */
export const STOP_GRACE_MS = { gateway: 2_500, services: 5_000 } as const;

/** One GET without keep-alive: a kept-alive probe would hold each service's shutdown for its idle grace. */
function probe(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, timeout: 2_000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.once('timeout', () => request.destroy());
    request.once('error', () => resolve(false));
  });
}

async function waitUntilReady(url: string, service: Supervised, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe(url)) return;
    if (service.restarts > 0) throw new Error(`${service.name} exited during start-up`);
    await delay(150);
  }
  throw new Error(`${service.name} was not ready at ${url} within ${timeoutMs / 1000} s`);
}

/** Starts api, rest, importer and ai on free internal ports and the gateway on `port`; resolves once all are ready. */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const services: Supervised[] = [];
  const say = options.say ?? ((line: string) => process.stdout.write(`${line}\n`));
  const baseEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...options.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    AUTH_SECRET: options.authSecret,
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${options.port}`,
  };
  const start = (name: ServiceName, env: NodeJS.ProcessEnv, stopGraceMs: number) => {
    const entry = path.join(options.rootDir, 'apps', name, 'dist', 'main.js');
    const service = supervise({
      name,
      command: [process.execPath, '--enable-source-maps', entry],
      env,
      logDir: options.logDir,
      say,
      stopGraceMs,
    });
    services.push(service);
    return service;
  };
  // Should the launcher exit any other way (an uncaught error), the detached services must not outlive it.
  const killOnExit = () => {
    for (const service of services) if (service.pid) process.kill(service.pid, 'SIGKILL');
  };
  process.once('exit', killOnExit);
  const stop = async () => {
    // Gateway first so no new traffic arrives, then the services in parallel.
    await Promise.all(services.filter((s) => s.name === 'gateway').map((s) => s.stop()));
    await Promise.all(services.filter((s) => s.name !== 'gateway').map((s) => s.stop()));
    // A process that starts stacks one after another (the browser tests' files share one) keeps no guard per
    // stopped stack: they piled up past Node's listener warning.
    process.off('exit', killOnExit);
  };
  try {
    const ports: Record<string, number> = {};
    let nextPort = options.firstInternalPort ?? 4101;
    for (const name of SERVICES) {
      ports[name] = await findFreePort(nextPort);
      nextPort = ports[name] + 1;
    }
    const upstream = (name: (typeof SERVICES)[number]) => `http://127.0.0.1:${ports[name]}`;
    const startService = async (name: (typeof SERVICES)[number]) => {
      const service = start(name, { ...baseEnv, PORT: String(ports[name]) }, STOP_GRACE_MS.services);
      await waitUntilReady(`${upstream(name)}/ready`, service, 60_000);
    };
    const startGateway = async () => {
      const gateway = start(
        'gateway',
        {
          ...baseEnv,
          HOST: gatewayHost(),
          PORT: String(options.port),
          API_URL: upstream('api'),
          REST_URL: upstream('rest'),
          IMPORTER_URL: upstream('importer'),
          AI_URL: upstream('ai'),
          WEB_DIST: path.join(options.rootDir, 'apps', 'web', 'dist'),
        },
        STOP_GRACE_MS.gateway,
      );
      await waitUntilReady(`http://127.0.0.1:${options.port}/health`, gateway, 30_000);
    };
    // With the PostgreSQL backend, api, importer and ai start one after another, each ready before the next:
    // each bootstraps BullMQ's tables in the shared `bullmq` schema on first connect, and starting them
    // together made them contend for it (the importer hung or exited during start-up). Redis needs no such
    // bootstrap. rest and the gateway touch no queue, so they start beside them; the stack is up once all
    // five are ready.
    const queueServices = baseEnv.REDIS_URL
      ? QUEUE_SERVICES.map(startService)
      : [
          (async () => {
            for (const name of QUEUE_SERVICES) await startService(name);
          })(),
        ];
    // Every start settles before a failure is reported, so none is still starting a process when stop() runs.
    const results = await Promise.allSettled([...queueServices, startService('rest'), startGateway()]);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://localhost:${options.port}`, services, stop };
}
