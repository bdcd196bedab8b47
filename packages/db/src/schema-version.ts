import { readdirSync } from 'node:fs';
import { MIGRATIONS_FOLDER } from './migrate.ts';

/** Anything with a pg-style `query` (a pg Pool, the pool behind `createDb`). */
export interface SchemaQueryable {
  query(sql: string): Promise<unknown>;
}

/** drizzle-kit's folder names: a timestamp and a snake_case tag, so the name is safe as an SQL literal. */
const MIGRATION_NAME = /^\d{14}_[a-z0-9_]+$/;

/** The newest migration this code ships: the last folder name in migration order. */
export function latestMigration(folder: string = MIGRATIONS_FOLDER): string {
  const names = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const latest = names.at(-1);
  if (!latest) throw new Error(`no migrations in ${folder}`);
  return latest;
}

/**
 * A readiness check: resolves once the database holds the code's newest migration (a newer database is
 * fine: during a rolling upgrade the old pods keep serving after the migration job ran), and rejects with
 * SCHEMA_BEHIND until then, so a new release's pods get no traffic before its migrations are applied.
 */
export function schemaVersionCheck(
  db: SchemaQueryable,
  latest: string = latestMigration(),
): () => Promise<void> {
  if (!MIGRATION_NAME.test(latest)) throw new Error(`not a migration name: ${latest}`);
  return async () => {
    let applied: unknown;
    try {
      const result = (await db.query(
        `select public.grantflow_migration_applied('${latest}') as applied`,
      )) as {
        rows: { applied?: unknown }[];
      };
      applied = result.rows[0]?.applied;
    } catch (error) {
      // 42883: the function itself is missing, i.e. the database predates this check: behind as well.
      if ((error as { code?: unknown }).code !== '42883') throw error;
    }
    if (applied !== true) {
      throw Object.assign(new Error(`migration ${latest} is not applied yet`), { code: 'SCHEMA_BEHIND' });
    }
  };
}
