import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type Db } from '../client.ts';
import { migrate, migrationsHash } from '../migrate.ts';

export interface TestDatabase {
  /** Superuser URL of the new database (migrations, seeding, assertions that must bypass RLS). */
  url: string;
  /** Runtime client (role grantflow_app, RLS applies), as the services use it. */
  db: Db;
  pool: pg.Pool;
  /** Closes the pool and drops the database. */
  close: () => Promise<void>;
  /** Alias of close. */
  drop: () => Promise<void>;
}

// Advisory locks live in the admin database named by DATABASE_URL, which every test process shares.
const TEMPLATE_LOCK_KEY = 'grantflow.test-template';

function adminUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL must name a PostgreSQL superuser URL to create test databases');
  return url;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function databaseExists(client: pg.Client, name: string): Promise<boolean> {
  const result = await client.query('select 1 from pg_database where datname = $1', [name]);
  return result.rowCount === 1;
}

let templatePromise: Promise<string> | undefined;

/**
 * Builds `gf_template_<hash of the migrations>` once per cluster: migrated under a temporary name and
 * renamed when complete, so a crashed build never leaves a half-migrated template behind.
 */
function ensureTemplate(): Promise<string> {
  templatePromise ??= withAdmin(async (client) => {
    const name = `gf_template_${migrationsHash()}`;
    if (await databaseExists(client, name)) return name;
    await client.query('select pg_advisory_lock(hashtext($1))', [TEMPLATE_LOCK_KEY]);
    try {
      if (await databaseExists(client, name)) return name;
      const building = `${name}_building`;
      await client.query(`drop database if exists "${building}" with (force)`);
      await client.query(`create database "${building}"`);
      await migrate(withDatabase(adminUrl(), building));
      await client.query(`alter database "${building}" rename to "${name}"`);
      return name;
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [TEMPLATE_LOCK_KEY]);
    }
  });
  templatePromise.catch(() => {
    templatePromise = undefined;
  });
  return templatePromise;
}

/** A fresh, migrated, empty database of its own for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = await ensureTemplate();
  const name = `gf_t_${randomBytes(6).toString('hex')}`;
  await withAdmin(async (client) => {
    // CREATE DATABASE fails if anything else is connected to the template; the lock keeps
    // concurrent copies from tripping over each other.
    await client.query('select pg_advisory_lock(hashtext($1))', [TEMPLATE_LOCK_KEY]);
    try {
      await client.query(`create database "${name}" template "${template}"`);
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [TEMPLATE_LOCK_KEY]);
    }
  });
  const url = withDatabase(adminUrl(), name);
  const { db, pool, close: closePool } = createDb(url, { max: 5 });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await closePool();
    await withAdmin((client) => client.query(`drop database if exists "${name}" with (force)`));
  };
  return { url, db, pool, close, drop: close };
}

/**
 * A superuser pool on a test database, for fixtures that RLS would hide. Its idle connections are
 * terminated when the database is dropped (`with (force)`); the pool must not turn that into an
 * unhandled error that fails a run whose tests all passed.
 */
export function createAdminPool(url: string, max = 2): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => {});
  return pool;
}
