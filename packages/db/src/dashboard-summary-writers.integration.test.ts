import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from './client.ts';
import { createAdminPool, createTestDatabase, type TestDatabase } from './testing/test-database.ts';

// Concurrent writers of one organisation's applications update the same dashboard summary rows from their
// statement triggers; they take turns per organisation (migration …_dashboard_summary_writers_in_turn), so none
// is ended by a deadlock, and the summaries still equal the sums over the applications afterwards.

let t: TestDatabase;
let admin: pg.Pool;
let org: number;

beforeAll(async () => {
  t = await createTestDatabase();
  admin = createAdminPool(t.url, 2);
  const one = async (text: string, values: unknown[] = []) =>
    (await admin.query<{ id: number }>(text, values)).rows[0]?.id as number;
  org = await one(`insert into organizations (name) values ('Writers') returning id`);
  const funder = await one(
    `insert into funders (organization_id, name, type) values ($1, 'F', 'FOUNDATION') returning id`,
    [org],
  );
  // Eight programs, each with a grant whose awarded applications fall in the same 24 months.
  for (let p = 0; p < 8; p += 1) {
    const program = await one(`insert into programs (organization_id, name) values ($1, $2) returning id`, [
      org,
      `P${p}`,
    ]);
    const grant = await one(
      'insert into grants (organization_id, funder_id, program_id) values ($1, $2, $3) returning id',
      [org, funder, program],
    );
    await admin.query(
      `insert into applications (organization_id, grant_id, status, deadline, submission_date, amount_requested_cents,
         amount_awarded_cents, receivement_date, fiscal_date)
       select $1, $2, 'AWARDED', d - 30, d - 20, 100000, 90000, d, d
         from generate_series(0, 47) n, lateral (select ('2024-01-15'::date + (n % 24) * 30) as d) m`,
      [org, grant],
    );
  }
}, 60_000);

afterAll(async () => {
  await admin?.end();
  await t?.close();
});

describe('dashboard summary writers of one organisation', () => {
  it('all succeed when they write at once (awards changed, programs deleted), and the summaries still add up', async () => {
    const { rows: programs } = await admin.query<{ id: number }>(
      'select id from programs where organization_id = $1 order by id',
      [org],
    );
    const writes = [
      ...programs.slice(0, 4).map((program, index) =>
        withTenant(t.db, org, (tx) =>
          tx.execute(
            sql`update applications set amount_awarded_cents = amount_awarded_cents + ${index + 1}
                where grant_id in (select id from grants where program_id = ${program.id})`,
          ),
        ),
      ),
      ...programs
        .slice(4)
        .map((program) =>
          withTenant(t.db, org, (tx) => tx.execute(sql`delete from programs where id = ${program.id}`)),
        ),
    ];
    const results = await Promise.allSettled(writes);
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const { rows } = await admin.query<{ summarised: string; summed: string }>(
      `select (select coalesce(sum(awarded_cents), 0) from dashboard_month_totals where organization_id = $1)::text as summarised,
              (select coalesce(sum(amount_awarded_cents), 0) from applications where organization_id = $1)::text as summed`,
      [org],
    );
    expect(rows[0]?.summarised).toBe(rows[0]?.summed);
  });
});
