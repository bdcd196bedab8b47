import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { runOpenedTransaction } from './opened-transaction.ts';
import { relations } from './relations.ts';

// The tenant boundary (docs/architecture.md, "Tenancy: the rule that must never break"). Every row of a
// tenant table is visible to the service role only when its RLS policy matches the transaction-local
// `app.organization_id` (or `app.identity` for the identity tables). This file is the only place that sets
// either, and it sets them one way: as the first statement of a transaction (sent with its BEGIN,
// opened-transaction.ts), with `is_local = true`, so the setting ends with the transaction and a pooled
// connection never carries one from a request to the next. Outside these functions a connection has no
// setting, and RLS shows it no rows; the one-statement identity reads (repositories/request-identity.ts) hold
// `app.identity` only while their SQL function runs.

/** The role every service connection runs as: neither SUPERUSER nor BYPASSRLS, so RLS always applies. */
export const APP_ROLE = 'grantflow_app';

/** drizzle over the pool; `$client` is that pool, which the transactions below take their connection from. */
export type Db = NodePgDatabase<typeof relations> & { $client: pg.Pool };
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
    ...options.pool,
    max: options.max ?? 10,
    connectionString: url,
    onConnect: async (client) => {
      await client.query(`SET ROLE ${APP_ROLE}`);
    },
  });
  // An idle connection dropped by the server must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return { db: drizzle({ client: pool, relations }), pool, close: () => pool.end() };
}

const IDENTITY = { name: 'app.identity', value: 'on' } as const;

function organizationSetting(organizationId: number): string {
  // The policies cast the setting to an integer; anything else must never reach them.
  if (!Number.isSafeInteger(organizationId) || organizationId <= 0) {
    throw new Error(`invalid organization id ${String(organizationId)}`);
  }
  return String(organizationId);
}

type Opening = 'begin' | 'begin read only' | 'begin isolation level repeatable read';

/**
 * A transaction whose first statement sets `name` to `value` for that transaction only, sent with its BEGIN
 * in one round trip. Inlined, not a parameter (a simple query has none): `name` is one of two constants and
 * `value` is 'on' or `organizationSetting`'s digits, so the text can hold nothing but those.
 */
function transactionWith<T>(
  db: Db,
  opening: Opening,
  setting: { name: 'app.organization_id' | 'app.identity'; value: string },
  fn: (tx: DbTransaction) => Promise<T>,
  plans: PlanOptions = {},
): Promise<T> {
  if (!/^(on|[1-9][0-9]*)$/.test(setting.value)) throw new Error(`invalid setting ${setting.value}`);
  const planSettings = plans.plans ? PLAN_SETTINGS[plans.plans] : '';
  return runOpenedTransaction(
    db.$client,
    `${opening}; select set_config('${setting.name}', '${setting.value}', true)${planSettings}`,
    fn,
  );
}

export interface PlanOptions {
  /**
   * How the transaction's statements are planned (docs/decisions/0015-plans-for-large-joins.md); absent,
   * PostgreSQL's default. `custom`: each statement for its own parameters, for statements whose best plan
   * depends on the organisation's size or a filter's selectivity. `generic`: one plan per statement and
   * connection, its joins in the order written and by nested loops only (the driving table's page first, then
   * one key lookup per row), for a list's plain page: that one plan serves an organisation of any size
   * without planning each time, where a generic plan left free materialises the organisation's whole grants.
   */
  plans?: 'custom' | 'generic';
}

/** The reads that join an organisation's applications, grants, reports and funders with filters or aggregates. */
export const LARGE_JOINS: PlanOptions = { plans: 'custom' };
/** A list's page without filters: its statement is planned once per connection, joins as written. */
export const PLAIN_PAGE: PlanOptions = { plans: 'generic' };

const PLAN_SETTINGS: Record<NonNullable<PlanOptions['plans']>, string> = {
  custom: `, set_config('plan_cache_mode', 'force_custom_plan', true)`,
  generic: [
    `, set_config('plan_cache_mode', 'force_generic_plan', true), set_config('join_collapse_limit', '1', true)`,
    `, set_config('enable_hashjoin', 'off', true), set_config('enable_mergejoin', 'off', true)`,
    `, set_config('enable_material', 'off', true)`,
  ].join(''),
};

/**
 * Runs `fn` in a transaction scoped to one organisation. `snapshot`: every statement sees the data as of the
 * first one (REPEATABLE READ), for work read in several statements that must add up to one list (the Excel
 * exports' batches); READ COMMITTED would let a row written between two batches be read twice or not at all.
 */
export async function withTenant<T>(
  db: Db,
  organizationId: number,
  fn: (tx: DbTransaction) => Promise<T>,
  options: { snapshot?: boolean } & PlanOptions = {},
): Promise<T> {
  const value = organizationSetting(organizationId);
  const opening = options.snapshot ? 'begin isolation level repeatable read' : 'begin';
  return transactionWith(db, opening, { name: 'app.organization_id', value }, fn, options);
}

/** `withTenant` for work that only reads: the transaction is READ ONLY, so PostgreSQL refuses any write. */
export async function readAsTenant<T>(
  db: Db,
  organizationId: number,
  fn: (reader: DbTransaction) => Promise<T>,
  options: PlanOptions = {},
): Promise<T> {
  const value = organizationSetting(organizationId);
  return transactionWith(db, 'begin read only', { name: 'app.organization_id', value }, fn, options);
}

/**
 * Runs `fn` in a transaction that may read and write identity tables across organisations
 * (sign-in, sessions, effective organisation, outbox, audit). Used by packages/auth's use cases (which
 * pass `tx` to several repository calls), by this package's repositories that cross tenants on their own
 * (`repositories/email-outbox.ts`, `listEveryOrganization`) and test fixtures. Apps and other
 * packages call those functions instead of opening it.
 */
export function withIdentity<T>(db: Db, fn: (tx: DbTransaction) => Promise<T>): Promise<T> {
  return transactionWith(db, 'begin', IDENTITY, fn);
}

/** `withIdentity` for work that only reads: a READ ONLY transaction. */
export function readIdentity<T>(db: Db, fn: (reader: DbExecutor) => Promise<T>): Promise<T> {
  return transactionWith(db, 'begin read only', IDENTITY, fn);
}
