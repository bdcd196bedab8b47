import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as drizzleMigrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/** Copied next to the compiled files by `pnpm build`, so the same lookup works from src and dist. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

// Advisory locks are per database, so this serialises starters of one database only.
const MIGRATION_LOCK_KEY = 'grantflow.migrate';

/** A short hash of every migration's SQL: names a template database built from exactly these. */
export function migrationsHash(folder: string = MIGRATIONS_FOLDER): string {
  const hash = createHash('sha256');
  for (const dir of readdirSync(folder).sort()) {
    try {
      hash.update(dir).update(readFileSync(join(folder, dir, 'migration.sql')));
    } catch {
      // Not a migration folder.
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Applies pending migrations as the connecting (owner) user. Idempotent; concurrent callers wait
 * on an advisory lock and then find nothing left to do.
 */
export async function migrate(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK_KEY]);
    try {
      // Quiet the NOTICEs PostgreSQL raises for IF EXISTS / already-granted statements.
      await client.query("set client_min_messages = 'warning'");
      await drizzleMigrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}
