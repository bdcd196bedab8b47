import { withTenant } from '@grantflow/db/client';
import { dataInvariantViolations } from '@grantflow/db/testing/data-invariants';
import { createAdminPool, createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSynthetic } from './generate.ts';

describe('generateSynthetic', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('loads the requested volume in batches, each organisation isolated by RLS', async () => {
    const result = await generateSynthetic({
      url: t.url,
      orgs: 5,
      applicationsPerOrg: 200,
      fundersPerOrg: 8,
      programsPerOrg: 3,
      seed: 7,
      orgsPerBatch: 2,
    });
    expect(result).toMatchObject({ organizations: 5, funders: 40, applications: 1000 });
    const perOrg = await withTenant(t.db, 3, (tx) =>
      tx.execute<{ n: number; orgs: number }>(
        sql`select count(*)::int as n, count(distinct organization_id)::int as orgs from applications`,
      ),
    );
    expect(perOrg.rows[0]).toEqual({ n: 200, orgs: 1 });
  });

  it('obeys the rules the API applies, like the demo data', async () => {
    const pool = createAdminPool(t.url);
    try {
      expect(await dataInvariantViolations(pool, new Date().toISOString().slice(0, 10))).toEqual([]);
    } finally {
      await pool.end();
    }
  });
});
