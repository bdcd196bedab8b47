import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from './client.ts';
import { listApplications } from './repositories/applications.ts';
import { createAdminPool, createTestDatabase, type TestDatabase } from './testing/test-database.ts';

// application_counts is the grant list's unfiltered total, kept by the database: it must equal
// count(*) after every kind of write — one row, many rows in one statement, through the application role
// under RLS, deletes, a cascade from the organisation, a move between organisations and TRUNCATE.

let t: TestDatabase;
let admin: pg.Pool;

async function one<T>(text: string, values: unknown[] = []): Promise<T> {
  const { rows } = await admin.query(text, values);
  return rows[0] as T;
}

async function organizationWithGrant(name: string): Promise<{ organizationId: number; grantId: number }> {
  const { id: organizationId } = await one<{ id: number }>(
    'insert into organizations (name) values ($1) returning id',
    [name],
  );
  const { id: funderId } = await one<{ id: number }>(
    "insert into funders (organization_id, name, type) values ($1, 'F', 'OTHER') returning id",
    [organizationId],
  );
  const { id: grantId } = await one<{ id: number }>(
    'insert into grants (organization_id, funder_id) values ($1, $2) returning id',
    [organizationId, funderId],
  );
  return { organizationId, grantId };
}

async function insertApplications(organizationId: number, grantId: number, n: number): Promise<void> {
  await admin.query(
    `insert into applications (organization_id, grant_id, deadline)
     select $1, $2, date '2030-01-01' + g from generate_series(1, $3::int) g`,
    [organizationId, grantId, n],
  );
}

/** The kept count next to the real one, for every organisation. */
async function countsBySource(): Promise<{ kept: Record<string, number>; actual: Record<string, number> }> {
  const kept = await admin.query<{ organization_id: number; applications: number }>(
    'select organization_id, applications from application_counts where applications <> 0',
  );
  const actual = await admin.query<{ organization_id: number; n: number }>(
    'select organization_id, count(*)::int as n from applications group by organization_id',
  );
  return {
    kept: Object.fromEntries(kept.rows.map((row) => [row.organization_id, row.applications])),
    actual: Object.fromEntries(actual.rows.map((row) => [row.organization_id, row.n])),
  };
}

async function expectCountsExact(): Promise<void> {
  const { kept, actual } = await countsBySource();
  expect(kept).toEqual(actual);
}

async function listTotal(organizationId: number, filtered = false): Promise<number | undefined> {
  return withTenant(t.db, organizationId, async (tx) => {
    const page = await listApplications(tx, {
      organizationId,
      today: '2030-01-01',
      page: 1,
      pageSize: 5,
      ...(filtered ? { record: 'NOT_SUBMITTED' as const } : {}),
    });
    return page.total;
  });
}

beforeAll(async () => {
  t = await createTestDatabase();
  admin = createAdminPool(t.url, 2);
}, 60_000);

afterAll(async () => {
  await admin?.end();
  await t?.close();
});

describe('application_counts', () => {
  it('counts single and multi-row inserts and deletes, per organisation', async () => {
    const a = await organizationWithGrant('A');
    const b = await organizationWithGrant('B');
    await insertApplications(a.organizationId, a.grantId, 1);
    await insertApplications(a.organizationId, a.grantId, 250);
    await insertApplications(b.organizationId, b.grantId, 7);
    await expectCountsExact();
    await admin.query(
      `delete from applications where organization_id = $1 and deadline > date '2030-03-01'`,
      [a.organizationId],
    );
    await expectCountsExact();
    expect(await listTotal(a.organizationId)).toBe(await listTotal(a.organizationId, true));
  });

  it('is 0 for an organisation without applications, and the list says so', async () => {
    const { organizationId } = await organizationWithGrant('Empty');
    expect(await listTotal(organizationId)).toBe(0);
  });

  it('is kept through the application role under RLS, as the services write, and rolled back with them', async () => {
    const { organizationId, grantId } = await organizationWithGrant('Tenant');
    await withTenant(t.db, organizationId, async (tx) => {
      await tx.execute(
        sql`insert into applications (organization_id, grant_id, deadline)
            select ${organizationId}, ${grantId}, date '2031-01-01' + g from generate_series(1, 3) g`,
      );
    });
    expect(await listTotal(organizationId)).toBe(3);
    await expect(
      withTenant(t.db, organizationId, async (tx) => {
        await tx.execute(
          sql`insert into applications (organization_id, grant_id, deadline) values (${organizationId}, ${grantId}, '2032-01-01')`,
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await listTotal(organizationId)).toBe(3);
    await withTenant(t.db, organizationId, async (tx) => {
      await tx.execute(sql`delete from applications where organization_id = ${organizationId}`);
    });
    expect(await listTotal(organizationId)).toBe(0);
    await expectCountsExact();
  });

  it('follows an application moved to another organisation, and an organisation deleted', async () => {
    const from = await organizationWithGrant('From');
    const to = await organizationWithGrant('To');
    await insertApplications(from.organizationId, from.grantId, 4);
    // A superuser's move (nothing in the product moves applications; RLS refuses it to the services).
    await admin.query(
      `update applications set organization_id = $2, grant_id = $3
       where id = (select min(id) from applications where organization_id = $1)`,
      [from.organizationId, to.organizationId, to.grantId],
    );
    await expectCountsExact();
    await admin.query('delete from organizations where id = $1', [from.organizationId]);
    await expectCountsExact();
    const left = await admin.query('select 1 from application_counts where organization_id = $1', [
      from.organizationId,
    ]);
    expect(left.rowCount).toBe(0);
  });

  it('is emptied by TRUNCATE', async () => {
    const { organizationId, grantId } = await organizationWithGrant('Truncated');
    await insertApplications(organizationId, grantId, 2);
    await admin.query('truncate applications cascade');
    await expectCountsExact();
    expect(await listTotal(organizationId)).toBe(0);
  });

  it('cannot be read or written for another organisation by the application role', async () => {
    const mine = await organizationWithGrant('Mine');
    const theirs = await organizationWithGrant('Theirs');
    await insertApplications(theirs.organizationId, theirs.grantId, 2);
    const seen = await withTenant(t.db, mine.organizationId, async (tx) =>
      tx.execute<{ organization_id: number }>(sql`select organization_id from application_counts`),
    );
    expect(seen.rows).toEqual([]);
    await expect(
      withTenant(t.db, mine.organizationId, (tx) =>
        tx.execute(
          sql`update application_counts set applications = 0 where organization_id = ${theirs.organizationId}`,
        ),
      ),
    ).resolves.toMatchObject({ rowCount: 0 });
    await expectCountsExact();
  });
});
