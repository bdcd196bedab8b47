import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, migrate } from './migrate.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

const migrationDirs = readdirSync(MIGRATIONS_FOLDER).filter((d) => /^\d{14}_/.test(d));

async function appliedMigrations(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      'select name from drizzle.__drizzle_migrations order by id',
    );
    return rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}

describe('migrate', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('has applied every migration folder once', async () => {
    expect(await appliedMigrations(t.url)).toEqual(migrationDirs);
  });

  it('is a no-op when run again, even by two starters at once', async () => {
    await Promise.all([migrate(t.url), migrate(t.url)]);
    expect(await appliedMigrations(t.url)).toEqual(migrationDirs);
  });

  it('migrates an empty database once when two starters race', async () => {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const name = `gf_m_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    try {
      await admin.query(`create database "${name}"`);
      const url = new URL(t.url);
      url.pathname = `/${name}`;
      await Promise.all([migrate(url.toString()), migrate(url.toString())]);
      expect(await appliedMigrations(url.toString())).toEqual(migrationDirs);
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });

  it('re-runs the roles and RLS migration cleanly while the role already exists', async () => {
    const dir = migrationDirs.find((d) => d.endsWith('_roles_and_rls'));
    expect(dir).toBeDefined();
    const statements = readFileSync(join(MIGRATIONS_FOLDER, dir as string, 'migration.sql'), 'utf8').split(
      '--> statement-breakpoint',
    );
    const client = new pg.Client({ connectionString: t.url });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
      // One policy per public table, however many tables later migrations add.
      const { rows } = await client.query<{ n: number; tables: number }>(
        `select count(*)::int as n, (select count(*)::int from pg_tables where schemaname = 'public') as tables
         from pg_policies where schemaname = 'public'`,
      );
      expect(rows[0]?.n).toBeGreaterThanOrEqual(30);
      expect(rows[0]?.n).toBe(rows[0]?.tables);
    } finally {
      await client.end();
    }
  });
});
