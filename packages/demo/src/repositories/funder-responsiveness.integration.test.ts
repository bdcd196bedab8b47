import { expectResponsivenessMatchesReference } from '@grantflow/db/testing/funder-responsiveness-check';
import { createAdminPool, createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { wireDateInTimeZone } from '@grantflow/domain/dates/to-wire-date';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../rows/seed.ts';

// packages/db's funder responsiveness against its TypeScript reference, over the demo data.

let t: TestDatabase;
let admin: pg.Pool;

beforeAll(async () => {
  t = await createTestDatabase();
  admin = createAdminPool(t.url, 3);
}, 60_000);

afterAll(async () => {
  await admin?.end();
  await t?.close();
});

describe('funder responsiveness over the demo data', () => {
  it('equals the reference computed from the rows', async () => {
    const seeded = await seedDemoData(t.db);
    const main = seeded.organizationIds?.main as number;
    const funders = await expectResponsivenessMatchesReference(
      { db: t.db, admin },
      main,
      wireDateInTimeZone(new Date(), 'UTC'),
    );
    expect(funders).toBeGreaterThan(3);
  }, 60_000);
});
