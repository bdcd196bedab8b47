import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { relations } from './relations.ts';

/** The role every service connection runs as: neither SUPERUSER nor BYPASSRLS, so RLS always applies. */
export const APP_ROLE = 'grantflow_app';

export type Db = NodePgDatabase<typeof relations>;
/** The `tx` handed to a `db.transaction` callback. */
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or a transaction: what repositories should accept. */
export type DbExecutor = Db | DbTransaction;

export interface DbHandle {
  db: Db;
  pool: pg.Pool;
  close: () => Promise<void>;
}

export interface CreateDbOptions {
  /** Pool size; defaults to 10. */
  max?: number;
  /** Extra pg pool settings (timeouts, application_name, ssl). */
  pool?: Omit<pg.PoolConfig, 'connectionString' | 'onConnect'>;
}

/**
 * Opens a pool whose connections all `SET ROLE grantflow_app` before first use. pg-pool awaits
 * `onConnect` and drops the connection if it fails, so a query can never run as the login user.
 */
export function createDb(url: string, options: CreateDbOptions = {}): DbHandle {
  const pool = new pg.Pool({
    max: options.max ?? 10,
    ...options.pool,
    connectionString: url,
    onConnect: async (client) => {
      await client.query(`SET ROLE ${APP_ROLE}`);
    },
  });
  // An idle connection dropped by the server must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, relations });
  return { db, pool, close: () => pool.end() };
}

/**
 * Runs `fn` in a transaction scoped to one organisation: RLS policies compare `organization_id`
 * with the transaction-local `app.organization_id` setting.
 */
export function withTenant<T>(
  db: Db,
  organizationId: number,
  fn: (tx: DbTransaction) => Promise<T>,
): Promise<T> {
  if (!Number.isSafeInteger(organizationId) || organizationId <= 0) {
    return Promise.reject(new Error(`withTenant: invalid organization id ${String(organizationId)}`));
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.organization_id', ${String(organizationId)}, true)`);
    return fn(tx);
  });
}

/**
 * Runs `fn` in a transaction that may read and write identity tables across organisations
 * (sign-in, sessions, effective organisation, outbox, audit). Used by packages/auth's use cases (which
 * pass `tx` to several repository calls), by this package's repositories that cross tenants on their own
 * (`repositories/email-outbox.ts`, `listEveryOrganization`) and test fixtures. Apps and other
 * packages call those functions instead of opening it.
 */
export function withIdentity<T>(db: Db, fn: (tx: DbTransaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.identity', 'on', true)`);
    return fn(tx);
  });
}
