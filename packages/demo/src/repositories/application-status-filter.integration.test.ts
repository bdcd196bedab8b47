import { withTenant } from '@grantflow/db/client';
import { type ApplicationRecord, listApplications } from '@grantflow/db/repositories/applications';
import { createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { VISIBLE_APPLICATION_STATUSES } from '@grantflow/domain/shared/enums';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../rows/seed.ts';

// The grant list's status filter and its status badge (displayStatus) are the same derived status.

let t: TestDatabase;
let organizationId: number;

beforeAll(async () => {
  t = await createTestDatabase();
  const seeded = await seedDemoData(t.db);
  organizationId = seeded.organizationIds?.main as number;
  // The demo data stores an unanswered submission as PENDING; rows stored SUBMITTED (older data, the API's
  // own writes) must be badged and filtered alike, so a few are turned into that form here.
  const admin = new pg.Client({ connectionString: t.url });
  await admin.connect();
  await admin.query(
    `update applications set status = 'SUBMITTED'
      where id in (select id from applications where organization_id = $1 and status = 'PENDING'
                     and submission_date is not null order by id limit 3)`,
    [organizationId],
  );
  await admin.end();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function list(
  today: string,
  status: ApplicationRecord['displayStatus'] | null,
): Promise<ApplicationRecord[]> {
  return withTenant(t.db, organizationId, async (tx) => {
    const page = await listApplications(tx, { organizationId, today, status, page: 1, pageSize: 1000 });
    return page.items;
  });
}

describe('the PENDING filter', () => {
  for (const today of ['2025-06-30', '2026-11-26']) {
    it(`returns exactly the rows badged PENDING (today ${today})`, async () => {
      const all = await list(today, null);
      const pending = await list(today, 'PENDING');
      const badged = all.filter((row) => row.displayStatus === 'PENDING').map((row) => row.id);
      expect(pending.map((row) => row.id).sort()).toEqual(badged.sort());
      // Rows stored SUBMITTED and awaiting an answer are badged Pending (docs/product.md, Application status), so listed too.
      expect(all.some((row) => row.status === 'SUBMITTED' && row.displayStatus === 'PENDING')).toBe(true);
      expect(badged.length).toBeGreaterThan(0);
    });
  }

  it('every other status filter returns rows badged with that status, except SUBMITTED ("sent")', async () => {
    const today = '2026-11-26';
    for (const status of VISIBLE_APPLICATION_STATUSES.filter((s) => s !== 'SUBMITTED')) {
      const rows = await list(today, status);
      expect(
        rows.every((row) => row.displayStatus === status),
        status,
      ).toBe(true);
    }
  });
});
