import { withIdentity, withTenant } from '@grantflow/db/client';
import { dataInvariantViolations } from '@grantflow/db/testing/data-invariants';
import { createAdminPool, createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, toIsoDate } from './dates.ts';
import { DEMO_PASSWORD_HASH } from './demo-password.ts';
import { DEMO_ORGANIZATION_NAME, seedDemoData } from './seed.ts';

async function counts(client: pg.Client): Promise<Record<string, number>> {
  const tables = [
    'organizations',
    'users',
    'manager_links',
    'funders',
    'programs',
    'program_yearly_goals',
    'grants',
  ];
  const result: Record<string, number> = {};
  for (const table of [...tables, 'applications', 'reports', 'folders', 'funder_locations']) {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    result[table] = rows[0]?.n ?? -1;
  }
  return result;
}

describe('seedDemoData', () => {
  let t: TestDatabase;
  let superuser: pg.Client;

  beforeAll(async () => {
    t = await createTestDatabase();
    superuser = new pg.Client({ connectionString: t.url });
    await superuser.connect();
  });

  afterAll(async () => {
    await superuser?.end();
    await t?.close();
  });

  it('loads the demo organisations through the services role, and only once', async () => {
    const first = await seedDemoData(t.db);
    expect(first.created).toBe(true);
    const after = await counts(superuser);
    expect(after).toMatchObject({
      organizations: 3,
      users: 4,
      manager_links: 2,
      funders: 50,
      funder_locations: 50,
      folders: 150,
      programs: 10,
      program_yearly_goals: 30,
      applications: 175,
    });
    expect(after.reports).toBeGreaterThan(20);

    const second = await seedDemoData(t.db);
    expect(second.created).toBe(false);
    expect(await counts(superuser)).toEqual(after);
  });

  it('obeys the rules the API applies: applications per grant = recurrence count, status from the fields, fiscal dates, reports', async () => {
    const pool = createAdminPool(t.url);
    try {
      expect(await dataInvariantViolations(pool, toIsoDate(new Date()))).toEqual([]);
    } finally {
      await pool.end();
    }
  });

  it('creates the demo users with working passwords', async () => {
    const users = await withIdentity(t.db, (tx) =>
      tx.query.users.findMany({
        with: { organization: true, managerLinks: { with: { organization: true } } },
      }),
    );
    const byEmail = new Map(users.map((u) => [u.email, u]));
    expect(byEmail.get('admin@example.org')?.role).toBe('ADMIN');
    expect(byEmail.get('staff@example.org')).toMatchObject({ role: 'USER', authorized: true });
    expect(byEmail.get('staff@example.org')?.organization.name).toBe(DEMO_ORGANIZATION_NAME);
    expect(byEmail.get('expired@example.org')).toMatchObject({ role: 'USER', authorized: false });
    const manager = byEmail.get('manager@example.org');
    expect(manager?.role).toBe('MANAGER');
    expect(manager?.managerLinks.map((l) => l.organization.name).sort()).toEqual([
      'Prairie Arts Collective',
      DEMO_ORGANIZATION_NAME,
    ]);
    // That this hash verifies against DEMO_PASSWORD is proven in demo-password.test.ts.
    expect(byEmail.get('staff@example.org')?.passwordHash).toBe(DEMO_PASSWORD_HASH);
  });

  it('covers every status, did-not-respond, upcoming open deadlines and every funder type', async () => {
    const { rows: orgs } = await superuser.query<{ id: number }>(
      'select id from organizations where name = $1',
      [DEMO_ORGANIZATION_NAME],
    );
    const main = orgs[0]?.id as number;
    const today = toIsoDate(new Date());
    await withTenant(t.db, main, async (tx) => {
      const statuses = await tx.execute<{ status: string }>(
        sql`select distinct status::text from applications`,
      );
      // Every status the API stores (SUBMITTED is never stored: a submission without an answer is PENDING).
      expect(statuses.rows.map((r) => r.status).sort()).toEqual([
        'AWARDED',
        'DECLINED',
        'INELIGIBLE',
        'NOT_APPLY',
        'PENDING',
      ]);
      const didNotRespond = await tx.execute<{ n: number }>(
        sql`select count(*)::int as n from applications where status in ('SUBMITTED', 'PENDING')
            and submission_date < ${addDays(today, -365)} and not declined and amount_awarded_cents is null`,
      );
      expect(didNotRespond.rows[0]?.n).toBeGreaterThan(0);
      const open = await tx.execute<{ n: number }>(
        sql`select count(*)::int as n from applications where status = 'NOT_APPLY'
            and deadline between ${today} and ${addDays(today, 90)}`,
      );
      expect(open.rows[0]?.n).toBeGreaterThanOrEqual(10);
      const awarded = await tx.execute<{ n: number }>(
        sql`select count(*)::int as n from applications where status = 'AWARDED'
            and amount_awarded_cents > 0 and receivement_date <= ${today}`,
      );
      expect(awarded.rows[0]?.n).toBeGreaterThan(20);
      const types = await tx.execute<{ n: number }>(sql`select count(distinct type)::int as n from funders`);
      expect(types.rows[0]?.n).toBe(7);
      const paused = await tx.execute<{ n: number }>(
        sql`select count(*)::int as n from funders where is_paused`,
      );
      expect(paused.rows[0]?.n).toBeGreaterThan(0);
    });
  });
});
