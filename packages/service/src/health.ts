import type { FastifyBaseLogger, FastifyInstance, LogLevel } from 'fastify';

/** Resolves when the dependency answers; rejects (or never settles) when it does not. */
export type ReadinessCheck = () => Promise<unknown>;

export type CheckResult = 'ok' | 'failed' | 'timeout';

export interface HealthOptions {
  /** Named dependency checks run by `/ready`, e.g. `{ database: databaseCheck(pool) }`. */
  checks?: Record<string, ReadinessCheck>;
  /**
   * Checks `/ready` runs and shows under `reports` without failing on them: what this server depends on
   * only in part (the gateway reports each service, whose outage must not take the gateway out too).
   */
  reports?: Record<string, ReadinessCheck>;
  /** Per-check limit, short so a hung dependency cannot hang the orchestrator's probe. */
  timeoutMs?: number;
}

const TIMED_OUT = Symbol('timeout');

async function runCheck(
  name: string,
  check: ReadinessCheck,
  timeoutMs: number,
  log: FastifyBaseLogger,
): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
  });
  try {
    const outcome = await Promise.race([check(), timeout]);
    if (outcome === TIMED_OUT) {
      log.warn({ check: name, timeoutMs }, 'readiness check timed out');
      return 'timeout';
    }
    return 'ok';
  } catch (err) {
    // An outage, not a bug: the reason without a stack (warn lines carry no stack or SQL text; SECURITY 9).
    const { code, message } = err as { code?: unknown; message?: unknown };
    log.warn({ check: name, errCode: code, reason: String(message) }, 'readiness check failed');
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/health`: the process is up (never touches a dependency, so a database outage does not get
 * the pod restarted). `/ready`: every check passes, otherwise 503 naming the failed ones.
 */
export function registerHealth(
  app: FastifyInstance,
  { checks = {}, reports, timeoutMs = 2000 }: HealthOptions = {},
): void {
  // Probes hit these every few seconds: keep them out of the info-level request log, without
  // making a quieter configured level (error, silent) louder for these routes.
  const logLevel: LogLevel | undefined = ['info', 'debug', 'trace'].includes(app.log.level)
    ? 'warn'
    : undefined;
  app.get('/health', { logLevel }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  const runAll = async (set: Record<string, ReadinessCheck>, log: FastifyBaseLogger) => {
    const names = Object.keys(set);
    const results = await Promise.all(
      names.map((name) => runCheck(name, set[name] as ReadinessCheck, timeoutMs, log)),
    );
    return Object.fromEntries(names.map((name, index) => [name, results[index] as CheckResult]));
  };

  app.get('/ready', { logLevel }, async (request, reply) => {
    const [byName, reported] = await Promise.all([
      runAll(checks, request.log),
      reports ? runAll(reports, request.log) : undefined,
    ]);
    const failed = Object.keys(byName).filter((name) => byName[name] !== 'ok');
    reply.header('cache-control', 'no-store');
    const extra = reported ? { reports: reported } : {};
    if (failed.length > 0) {
      reply.code(503);
      return { status: 'unavailable', failed, checks: byName, ...extra };
    }
    return { status: 'ok', checks: byName, ...extra };
  });
}
