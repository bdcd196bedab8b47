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
