import pg from 'pg';
import type { Logger } from 'pino';
import type { ReadinessCheck } from './health.ts';

/** Anything with a pg-style `query` (a pg Pool, the pool behind `createDb`). */
export interface Queryable {
  query(sql: string): Promise<unknown>;
}

export function databaseCheck(db: Queryable): ReadinessCheck {
  return () => db.query('select 1');
}

/**
 * A small pool for services that only need the database for readiness (until they use
 * `@grantflow/db`). Connection attempts time out so a dead server fails fast.
 */
export function createPool(connectionString: string, logger?: Logger): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 5,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (database restart) emits here; unhandled, it would
  // crash the process instead of letting /ready report the outage.
  pool.on('error', (err) => logger?.warn({ err }, 'idle database connection failed'));
  return pool;
}

// SQLSTATE classes and codes that mean "the database is not there right now", not "this query is wrong":
// connection exceptions (08…), shutdown / starting up (57P01–57P03), too many connections (53300).
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);
const UNAVAILABLE_MESSAGES =
  /^(timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|Cannot use a pool after calling end)/;

function isUnavailableItself(error: Error & { code?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  return (
    UNAVAILABLE_ERRNOS.has(code) ||
    UNAVAILABLE_SQLSTATES.has(code) ||
    /^08[0-9A-Z]{3}$/.test(code) ||
    UNAVAILABLE_MESSAGES.test(error.message)
  );
}

/**
 * Whether an error (or anything it wraps: `cause`, an AggregateError's `errors`, drizzle's query error)
 * says PostgreSQL cannot be reached. Such failures answer 503 with Retry-After instead of a 500, so
 * clients and load balancers retry instead of reporting a bug.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  if (isUnavailableItself(error)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  ) {
    return true;
  }
  return isDatabaseUnavailable(error.cause, depth + 1);
}

/** Seconds a client should wait before retrying while the database is unavailable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
