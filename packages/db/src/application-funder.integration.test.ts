import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from './client.ts';
import { createAdminPool, createTestDatabase, type TestDatabase } from './testing/test-database.ts';

// applications.funder_id is a copy of the grant's funder kept by the database: the per-funder reads
// (last award, award totals, responsiveness) trust it instead of joining grants, so it must never drift.

let t: TestDatabase;
let admin: pg.Pool;
let organizationId: number;
let funderA: number;
let funderB: number;

async function one<T>(text: string, values: unknown[] = []): Promise<T> {
  const { rows } = await admin.query(text, values);
  return rows[0] as T;
}

async function grantOf(funderId: number): Promise<number> {
  return (
    await one<{ id: number }>(
      'insert into grants (organization_id, funder_id) values ($1, $2) returning id',
      [organizationId, funderId],
    )
  ).id;
}

async function funderOfApplication(id: number): Promise<number | null> {
  return (await one<{ funder_id: number | null }>('select funder_id from applications where id = $1', [id]))
    .funder_id;
}

beforeAll(async () => {
  t = await createTestDatabase();
  admin = createAdminPool(t.url, 2);
  organizationId = (await one<{ id: number }>("insert into organizations (name) values ('Org') returning id"))
    .id;
  const funder = (name: string) =>
    one<{ id: number }>(
      "insert into funders (organization_id, name, type) values ($1, $2, 'OTHER') returning id",
      [organizationId, name],
    );
  funderA = (await funder('A')).id;
  funderB = (await funder('B')).id;
}, 60_000);

afterAll(async () => {
  await admin?.end();
  await t?.close();
});

describe('applications.funder_id', () => {
  it("is the grant's funder on insert, whatever the insert says", async () => {
    const grant = await grantOf(funderA);
    const { id } = await one<{ id: number }>(
      `insert into applications (organization_id, grant_id, funder_id, deadline)
       values ($1, $2, $3, '2030-01-01') returning id`,
      [organizationId, grant, funderB],
    );
    expect(await funderOfApplication(id)).toBe(funderA);
  });

  it("follows a change of the application's grant and of the grant's funder", async () => {
    const grant = await grantOf(funderA);
    const other = await grantOf(funderB);
    const { id } = await one<{ id: number }>(
      `insert into applications (organization_id, grant_id, deadline) values ($1, $2, '2030-01-01') returning id`,
      [organizationId, grant],
    );
    await admin.query('update applications set grant_id = $2 where id = $1', [id, other]);
    expect(await funderOfApplication(id)).toBe(funderB);
    await admin.query('update grants set funder_id = $2 where id = $1', [other, funderA]);
    expect(await funderOfApplication(id)).toBe(funderA);
    await admin.query('update applications set funder_id = $2 where id = $1', [id, funderB]);
    expect(await funderOfApplication(id)).toBe(funderA);
  });

  it('is set through the application role under RLS, as the services insert', async () => {
    const grant = await grantOf(funderB);
    const id = await withTenant(t.db, organizationId, async (tx) => {
      const result = await tx.execute<{ id: number }>(
        sql`insert into applications (organization_id, grant_id, deadline)
            values (${organizationId}, ${grant}, '2031-01-01') returning id`,
      );
      return Number(result.rows[0]?.id);
    });
    expect(await funderOfApplication(id)).toBe(funderB);
  });

  it("still refuses an application whose grant does not exist, on the grant's foreign key", async () => {
    await expect(
      admin.query(
        `insert into applications (organization_id, grant_id, deadline) values ($1, 999999, '2030-01-01')`,
        [organizationId],
      ),
    ).rejects.toMatchObject({ code: '23503', constraint: 'applications_grant_fk' });
  });
});
