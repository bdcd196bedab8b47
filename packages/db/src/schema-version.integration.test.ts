import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMigration, schemaVersionCheck } from './schema-version.ts';
import { createAdminPool, createTestDatabase, type TestDatabase } from './testing/test-database.ts';

// A new release's pods must not get traffic before the migration job has applied its migrations.

let t: TestDatabase;
let superuser: pg.Pool;

beforeAll(async () => {
  t = await createTestDatabase();
  superuser = createAdminPool(t.url);
});

afterAll(async () => {
  await superuser?.end();
  await t?.close();
});

describe('the schema-version readiness check', () => {
  it("passes, through the services' runtime pool, once the code's newest migration is applied", async () => {
    await expect(schemaVersionCheck(t.pool)()).resolves.toBeUndefined();
  });

  it('refuses while a migration of this code is missing (a pod started before the migration job ran)', async () => {
    await expect(schemaVersionCheck(t.pool, '29991231000000_not_applied_yet')()).rejects.toMatchObject({
      code: 'SCHEMA_BEHIND',
    });
    await superuser.query('delete from drizzle.__drizzle_migrations where name = $1', [latestMigration()]);
    await expect(schemaVersionCheck(t.pool)()).rejects.toMatchObject({ code: 'SCHEMA_BEHIND' });
  });
});
