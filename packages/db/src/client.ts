import { drizzle, type NodePgDatabase, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
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
  /** The small pool `readIdentity` reads sessions through (exposed for tests that count round trips). */
  identityPool: pg.Pool;
  /** The read-only pool `readAsTenant` runs on (exposed for tests that count round trips). */
  tenantReadPool: pg.Pool;
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
  const pool = appRolePool(url, { max: options.max ?? 10, ...options.pool });
  const db = drizzle({ client: pool, relations });
  // Opens no connection until the first identity read.
  const identityPool = appRolePool(url, {
    ...options.pool,
    max: IDENTITY_POOL_SIZE,
    options: IDENTITY_SESSION_OPTIONS,
  });
  identityReaders.set(db, drizzle({ client: identityPool, relations }));
  const tenantReadPool = appRolePool(url, {
    ...options.pool,
    max: options.max ?? 10,
    options: READ_ONLY_SESSION_OPTIONS,
  });
  tenantReadPools.set(db, tenantReadPool);
  return {
    db,
    pool,
    identityPool,
    tenantReadPool,
    close: async () => void (await Promise.all([pool.end(), identityPool.end(), tenantReadPool.end()])),
  };
}

function appRolePool(url: string, config: Omit<pg.PoolConfig, 'connectionString' | 'onConnect'>): pg.Pool {
  const pool = new pg.Pool({
    ...config,
    connectionString: url,
    onConnect: async (client) => {
      await client.query(`SET ROLE ${APP_ROLE}`);
    },
  });
  // An idle connection dropped by the server must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return pool;
}

// The per-request identity read: a small pool whose sessions have `app.identity` on from the start
// and may not write (read-only transactions by default), so reading the session costs its one statement —
// no BEGIN/setting/COMMIT round trips. Only `readIdentity` hands it out.
const IDENTITY_POOL_SIZE = 2;
const READ_ONLY_SESSION_OPTIONS = '-c default_transaction_read_only=on';
// Its one statement's generic plan is as good as a custom one, without planning on every request.
const IDENTITY_SESSION_OPTIONS = `-c app.identity=on -c plan_cache_mode=force_generic_plan ${READ_ONLY_SESSION_OPTIONS}`;
const identityReaders = new WeakMap<Db, Db>();

/**
 * Runs one identity read (`fn` must only read): on the identity pool of a `createDb` database, else (a
 * database made some other way, as some tests do) in an identity transaction.
 */
export function readIdentity<T>(db: Db, fn: (reader: DbExecutor) => Promise<T>): Promise<T> {
  const reader = identityReaders.get(db);
  return reader ? fn(reader) : withIdentity(db, fn);
}

/**
 * Runs `fn` in a transaction whose first round trip is `begin; select set_config(…)`: one simple-protocol
 * message holding both statements (the setting's value is a validated integer or a constant, never user
 * text), so a transaction costs BEGIN+setting, its statements, COMMIT — one round trip fewer than
 * `db.transaction` followed by a separate `set_config`. The rest is drizzle's own transaction (same
 * rollback, release and connection-error handling as `NodePgSession.transaction`).
 */
async function transactionWith<T>(
  db: Db,
  setting: string,
  fn: (tx: DbTransaction) => Promise<T>,
  begin = 'begin',
): Promise<T> {
  const internals = db as unknown as { dialect: PgDialect; _: { relations: typeof relations } };
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  let connectionError: unknown;
  let rollbackError: unknown;
  const onConnectionError = (error: unknown) => {
    connectionError ??= error;
  };
  client.on('error', onConnectionError);
  const release = () => {
    if (!connectionError) client.off('error', onConnectionError);
    client.release((connectionError ?? rollbackError) as Error | undefined);
  };
  try {
    await client.query(`${begin}; ${setting}`);
  } catch (error) {
    // BEGIN may have run before the setting failed: never hand an open transaction back to the pool.
    await client.query('rollback').catch((failure: unknown) => {
      rollbackError = failure;
    });
    release();
    throw error;
  }
  const session = new NodePgSession(client, internals.dialect, internals._.relations, {});
  const tx = new NodePgTransaction(internals.dialect, session, internals._.relations, undefined, false);
  try {
    const result = await fn(tx as unknown as DbTransaction);
    await client.query('commit');
    return result;
  } catch (error) {
    if (!connectionError) {
      await client.query('rollback').catch((failure: unknown) => {
        rollbackError = failure;
      });
    }
    throw error;
  } finally {
    release();
  }
}

/**
 * Runs `fn` in a transaction scoped to one organisation: RLS policies compare `organization_id`
 * with the transaction-local `app.organization_id` setting (set in the transaction's first round trip).
 */
export function withTenant<T>(
  db: Db,
  organizationId: number,
  fn: (tx: DbTransaction) => Promise<T>,
  options: { snapshot?: boolean } = {},
): Promise<T> {
  if (!Number.isSafeInteger(organizationId) || organizationId <= 0) {
    return Promise.reject(new Error(`withTenant: invalid organization id ${String(organizationId)}`));
  }
  // A safe positive integer, checked above: the only value ever written into the statement text.
  return transactionWith(
    db,
    `select set_config('app.organization_id', '${String(organizationId)}', true)`,
    fn,
    // `snapshot`: every statement sees the data as of the first one (REPEATABLE READ), for work read in
    // several statements that must add up to one list (the Excel exports' batches); READ COMMITTED would
    // let a row written between two batches be read twice or not at all.
    options.snapshot ? 'begin isolation level repeatable read' : 'begin',
  );
}

/**
 * Runs `fn` in a transaction that may read and write identity tables across organisations
 * (sign-in, sessions, effective organisation, outbox, audit). Used by packages/auth's use cases (which
 * pass `tx` to several repository calls), by this package's repositories that cross tenants on their own
 * (`repositories/email-outbox.ts`, `listEveryOrganization`) and test fixtures. Apps and other
 * packages call those functions instead of opening it.
 */
export function withIdentity<T>(db: Db, fn: (tx: DbTransaction) => Promise<T>): Promise<T> {
  return transactionWith(db, `select set_config('app.identity', 'on', true)`, fn);
}

// Tenant reads: GraphQL queries read under one organisation's setting, and in READ COMMITTED a
// transaction gives reads nothing but the setting's scope (each statement takes its own snapshot either way).
// So reads run on a pool of their own whose sessions are read-only and keep `app.organization_id` at session
// level: a connection already set for the organisation costs no round trip, another one setting (was BEGIN
// + setting and COMMIT, two). The pool is handed out only here, and every use sets the organisation first, so
// no statement ever runs on it under another organisation's setting; the main pool keeps "no setting, no rows".
const tenantReadPools = new WeakMap<Db, pg.Pool>();
/** What a read connection's session is set to: `organizationId:plan mode`. */
const settingOfReader = new WeakMap<pg.PoolClient, string>();

export interface ReadAsTenantOptions {
  /**
   * Use prepared statements' generic plans (`plan_cache_mode = force_generic_plan`): planning once per
   * connection instead of on every execution. For page reads led by the organisation's index (the lists),
   * whose custom planning cost more than their execution (~2 ms for the grant list's page); not for
   * aggregates over date ranges, whose generic plans can be far worse (the dashboard's program goals).
   *
   * The same sessions join by nested loops only (no hash or merge joins, no materialised inner sides): a
   * generic plan cannot see how large this organisation is, and organisations differ by 40× in the
   * synthetic platform data (500 applications on average, 20,000 in the largest). For the largest one, the
   * generic plan materialised all its grants and filtered ~250,000 pairs for a 20-row page (60 ms; 31 ms for
   * the report center). A page is a few rows read in index order, each looked up by key — nested loops are
   * right for every organisation size (6–8 ms and 2–3 ms with no planning; measured with EXPLAIN ANALYZE on
   * the 2,000-organisation data set).
   */
  genericPlans?: boolean;
}

/** The session settings of a read connection in each plan mode (see ReadAsTenantOptions.genericPlans). */
const PLAN_SETTINGS = {
  generic: {
    plan_cache_mode: 'force_generic_plan',
    enable_hashjoin: 'off',
    enable_mergejoin: 'off',
    enable_material: 'off',
  },
  custom: { plan_cache_mode: 'auto', enable_hashjoin: 'on', enable_mergejoin: 'on', enable_material: 'on' },
} as const;

function planSettingsSql(mode: keyof typeof PLAN_SETTINGS): string {
  return Object.entries(PLAN_SETTINGS[mode])
    .map(([name, value]) => `set_config('${name}', '${value}', false)`)
    .join(', ');
}

/**
 * Runs `fn` (reads only: the session refuses writes) on one connection whose session setting is
 * `organizationId`. A database not made by `createDb` (some tests) reads in a `withTenant` transaction.
 */
export async function readAsTenant<T>(
  db: Db,
  organizationId: number,
  fn: (reader: DbTransaction) => Promise<T>,
  options: ReadAsTenantOptions = {},
): Promise<T> {
  const pool = tenantReadPools.get(db);
  if (!pool) return withTenant(db, organizationId, fn);
  if (!Number.isSafeInteger(organizationId) || organizationId <= 0) {
    throw new Error(`readAsTenant: invalid organization id ${String(organizationId)}`);
  }
  const internals = db as unknown as { dialect: PgDialect; _: { relations: typeof relations } };
  const client = await pool.connect();
  let connectionError: unknown;
  const onConnectionError = (error: unknown) => {
    connectionError ??= error;
  };
  client.on('error', onConnectionError);
  try {
    const planMode = options.genericPlans ? 'generic' : 'custom';
    const setting = `${String(organizationId)}:${planMode}`;
    if (settingOfReader.get(client) !== setting) {
      // Forget first: if setting fails, the connection is dropped below rather than trusted.
      settingOfReader.delete(client);
      // A safe positive integer, checked above, and a constant: the only values written into the text.
      await client.query(
        `select set_config('app.organization_id', '${String(organizationId)}', false), ${planSettingsSql(planMode)}`,
      );
      settingOfReader.set(client, setting);
    }
    const session = new NodePgSession(client, internals.dialect, internals._.relations, {});
    // drizzle's transaction class is only the executor here: no BEGIN was sent, each statement autocommits.
    const reader = new NodePgTransaction(internals.dialect, session, internals._.relations, undefined, false);
    return await fn(reader as unknown as DbTransaction);
  } catch (error) {
    connectionError ??= settingOfReader.has(client) ? undefined : error;
    throw error;
  } finally {
    if (!connectionError) client.off('error', onConnectionError);
    client.release(connectionError as Error | undefined);
  }
}
