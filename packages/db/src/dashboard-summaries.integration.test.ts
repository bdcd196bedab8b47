import { addDays } from '@grantflow/domain/dates/date-arithmetic';
import { APPLICATION_STATUSES, FUNDER_TYPES } from '@grantflow/domain/shared/enums';
import { type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from './client.ts';
import { expectAggregatesMatch } from './testing/dashboard-check.ts';
import { createAdminPool, createTestDatabase, type TestDatabase } from './testing/test-database.ts';

// The dashboard's month summaries are kept by triggers (migration …_dashboard_summaries): after any sequence of
// writes — applications created, changed, awarded, declined, moved to another grant, deleted one by one or many
// in one statement; grants, funders and programs created, changed and deleted; the fiscal year start changed —
// every aggregate read from them equals the TypeScript reference over the base rows, and each summary row
// equals the same sums recomputed from the applications. Writes go through the application role under RLS.

let t: TestDatabase;
let admin: pg.Pool;

beforeAll(async () => {
  t = await createTestDatabase();
  admin = createAdminPool(t.url, 2);
}, 60_000);

afterAll(async () => {
  await admin?.end();
  await t?.close();
});

// A few todays, and dates crowded around their did-not-respond cut-offs (a year before) and the mid-month fiscal
// year starts, so that the partial months read from the applications are exercised often, not by luck.
const TODAYS = ['2026-03-10', '2025-11-20', '2026-10-01'] as const;
const BASE = '2022-01-01';
const near = (center: string) => fc.integer({ min: -20, max: 20 }).map((n) => addDays(center, n));
const day = fc.oneof(
  fc.integer({ min: 0, max: 6 * 366 }).map((n) => addDays(BASE, n)),
  ...TODAYS.map((today) => near(addDays(today, -365))),
  near('2024-10-15'),
  near('2025-10-15'),
);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null, freq: 3 });
const cents = fc.integer({ min: 0, max: 5_000_000_00 });
const anchor = fc.constantFrom(null, '2000-01-01', '2000-07-01', '2000-10-15', '2000-02-29');

const fieldsArb = fc.record({
  status: fc.constantFrom(...APPLICATION_STATUSES),
  deadline: day,
  declined: fc.boolean(),
  fiscal_date: maybe(day),
  submission_date: maybe(day),
  amount_requested_cents: maybe(cents),
  amount_awarded_cents: maybe(cents),
  receivement_date: maybe(day),
});
type Fields = typeof fieldsArb extends fc.Arbitrary<infer T> ? T : never;
const awaitingArb = fieldsArb.map((f) => ({
  ...f,
  status: 'PENDING' as const,
  submission_date: f.submission_date ?? f.deadline,
  declined: false,
  amount_awarded_cents: null,
  receivement_date: null,
}));

const pick = fc.nat();
const operationArb = fc.oneof(
  fc.record({
    kind: fc.constant('insertApplications' as const),
    grant: pick,
    rows: fc.array(fc.oneof(fieldsArb, awaitingArb), { minLength: 1, maxLength: 4 }),
  }),
  fc.record({ kind: fc.constant('updateApplication' as const), application: pick, fields: fieldsArb }),
  fc.record({
    kind: fc.constant('award' as const),
    application: pick,
    amount: maybe(cents),
    received: maybe(day),
  }),
  fc.record({ kind: fc.constant('decline' as const), application: pick }),
  fc.record({ kind: fc.constant('moveApplication' as const), application: pick, grant: pick }),
  fc.record({ kind: fc.constant('deleteApplication' as const), application: pick }),
  fc.record({ kind: fc.constant('awardGrantApplications' as const), grant: pick, received: day }),
  fc.record({ kind: fc.constant('insertGrant' as const), funder: pick, program: maybe(pick) }),
  fc.record({ kind: fc.constant('updateGrant' as const), grant: pick, funder: pick, program: maybe(pick) }),
  fc.record({ kind: fc.constant('deleteGrant' as const), grant: pick }),
  fc.record({ kind: fc.constant('insertFunder' as const), type: fc.constantFrom(...FUNDER_TYPES) }),
  fc.record({
    kind: fc.constant('funderType' as const),
    funder: pick,
    type: fc.constantFrom(...FUNDER_TYPES),
  }),
  fc.record({ kind: fc.constant('deleteFunder' as const), funder: pick }),
  fc.record({ kind: fc.constant('insertProgram' as const) }),
  fc.record({ kind: fc.constant('deleteProgram' as const), program: pick }),
  fc.record({ kind: fc.constant('fiscalYearStart' as const), anchor }),
);
type Operation = typeof operationArb extends fc.Arbitrary<infer T> ? T : never;

let sequence = 0;

async function createOrganization(start: string | null): Promise<number> {
  sequence += 1;
  const { rows } = await admin.query<{ id: number }>(
    'insert into organizations (name, fiscal_year_start) values ($1, $2) returning id',
    [`summaries-${sequence}`, start],
  );
  const id = rows[0]?.id as number;
  await admin.query(
    `with f as (insert into funders (organization_id, name, type) values ($1, 'F0', 'FOUNDATION'), ($1, 'F1', 'CORPORATE') returning id),
       p as (insert into programs (organization_id, name) values ($1, 'P0') returning id)
     insert into grants (organization_id, funder_id, program_id) select $1, f.id, p.id from f, p`,
    [id],
  );
  return id;
}

async function idsOf(organizationId: number, table: 'applications' | 'grants' | 'funders' | 'programs') {
  const { rows } = await admin.query<{ id: number }>(
    `select id from ${table} where organization_id = $1 order by id`,
    [organizationId],
  );
  return rows.map((row) => row.id);
}

const at = (ids: number[], index: number) => (ids.length ? ids[index % ids.length] : undefined);

function applicationValues(organizationId: number, grantId: number, f: Fields): SQL {
  return sql`(${organizationId}, ${grantId}, ${f.status}, ${f.deadline}, ${f.declined}, ${f.fiscal_date},
    ${f.submission_date}, ${f.amount_requested_cents}, ${f.amount_awarded_cents}, ${f.receivement_date})`;
}

/** The statement an operation runs as the application role, or null when it has nothing to act on. */
async function statementOf(org: number, op: Operation): Promise<SQL | null> {
  const [applications, grants, funders, programs] = await Promise.all([
    idsOf(org, 'applications'),
    idsOf(org, 'grants'),
    idsOf(org, 'funders'),
    idsOf(org, 'programs'),
  ]);
  const application = 'application' in op ? at(applications, op.application) : undefined;
  const grant = 'grant' in op ? at(grants, op.grant) : undefined;
  const funder = 'funder' in op ? at(funders, op.funder) : undefined;
  const program = 'program' in op && op.program !== null ? (at(programs, op.program) ?? null) : null;
  switch (op.kind) {
    case 'insertApplications':
      if (grant === undefined) return null;
      return sql`insert into applications (organization_id, grant_id, status, deadline, declined, fiscal_date,
          submission_date, amount_requested_cents, amount_awarded_cents, receivement_date)
        values ${sql.join(
          op.rows.map((row) => applicationValues(org, grant, row)),
          sql`, `,
        )}`;
    case 'updateApplication': {
      if (application === undefined) return null;
      const f = op.fields;
      return sql`update applications set status = ${f.status}, deadline = ${f.deadline}, declined = ${f.declined},
          fiscal_date = ${f.fiscal_date}, submission_date = ${f.submission_date},
          amount_requested_cents = ${f.amount_requested_cents}, amount_awarded_cents = ${f.amount_awarded_cents},
          receivement_date = ${f.receivement_date}
        where id = ${application}`;
    }
    case 'award':
      if (application === undefined) return null;
      return sql`update applications set status = 'AWARDED', amount_awarded_cents = ${op.amount},
        receivement_date = ${op.received} where id = ${application}`;
    case 'decline':
      if (application === undefined) return null;
      return sql`update applications set declined = true, status = 'DECLINED' where id = ${application}`;
    case 'moveApplication':
      if (application === undefined || grant === undefined) return null;
      return sql`update applications set grant_id = ${grant} where id = ${application}`;
    case 'deleteApplication':
      if (application === undefined) return null;
      return sql`delete from applications where id = ${application}`;
    case 'awardGrantApplications':
      if (grant === undefined) return null;
      return sql`update applications set status = 'AWARDED', receivement_date = ${op.received}
        where grant_id = ${grant} and submission_date is not null`;
    case 'insertGrant':
      if (funder === undefined) return null;
      return sql`insert into grants (organization_id, funder_id, program_id) values (${org}, ${funder}, ${program})`;
    case 'updateGrant':
      if (grant === undefined || funder === undefined) return null;
      return sql`update grants set funder_id = ${funder}, program_id = ${program} where id = ${grant}`;
    case 'deleteGrant':
      if (grant === undefined) return null;
      return sql`delete from grants where id = ${grant}`;
    case 'insertFunder':
      return sql`insert into funders (organization_id, name, type) values (${org}, ${`F${funders.length}`}, ${op.type})`;
    case 'funderType':
      if (funder === undefined) return null;
      return sql`update funders set type = ${op.type} where id = ${funder}`;
    case 'deleteFunder':
      if (funder === undefined || funders.length < 2) return null;
      return sql`delete from funders where id = ${funder}`;
    case 'insertProgram':
      return sql`insert into programs (organization_id, name) values (${org}, ${`P${programs.length}`})`;
    case 'deleteProgram':
      if (program === null) return null;
      return sql`delete from programs where id = ${program}`;
    case 'fiscalYearStart':
      return sql`update organizations set fiscal_year_start = ${op.anchor} where id = ${org}`;
  }
}

const SUMMARIES = [
  {
    table: 'dashboard_month_totals',
    recompute: 'dashboard_totals_sql',
    keys: ['organization_id', 'month'],
    sums: [
      'awarded_cents',
      'awarded_count',
      'requested_cents',
      'requested_count',
      'awaiting_cents',
      'awaiting_count',
    ],
  },
  {
    table: 'dashboard_month_awards',
    recompute: 'dashboard_awards_sql',
    keys: ['organization_id', 'month', 'funder_id', 'program_id'],
    sums: ['awarded_cents', 'awarded_count'],
  },
] as const;

/** The organisation's summary rows with anything in them, as kept and as recomputed from its applications. */
async function expectSummariesExact(organizationId: number): Promise<void> {
  for (const { table, recompute, keys, sums } of SUMMARIES) {
    const rows = `select * from public.applications where organization_id = ${Number(organizationId)}`;
    const { rows: text } = await admin.query<{ q: string }>(`select ${recompute}($1) as q`, [rows]);
    const shown = (from: string) =>
      `select concat_ws('|', ${[...keys, ...sums].map((c) => `coalesce(r.${c}::text, '-')`).join(', ')}) as row
       from (${from}) r where ${sums.map((c) => `r.${c} <> 0`).join(' or ')} order by 1`;
    const recomputed = await admin.query<{ row: string }>(shown(text[0]?.q ?? ''));
    const kept = await admin.query<{ row: string }>(
      shown(`select * from ${table} where organization_id = ${Number(organizationId)}`),
    );
    expect(
      kept.rows.map((row) => row.row),
      table,
    ).toEqual(recomputed.rows.map((row) => row.row));
  }
}

async function expectDashboardExact(organizationId: number, today: string, year: number): Promise<void> {
  await expectSummariesExact(organizationId);
  const { rows } = await admin.query<{ start: string | null }>(
    'select fiscal_year_start::text as start from organizations where id = $1',
    [organizationId],
  );
  await expectAggregatesMatch(
    { db: t.db, admin },
    organizationId,
    rows[0]?.start ?? null,
    [year - 2, year - 1, year],
    today,
    {
      range: { start: addDays(today, -400), end: today },
      type: null,
    },
  );
}

describe('dashboard month summaries', () => {
  it('stay exact through any sequence of writes, and the aggregates read from them equal the reference', async () => {
    await fc.assert(
      fc.asyncProperty(
        anchor,
        fc.array(operationArb, { minLength: 1, maxLength: 25 }),
        fc.constantFrom(...TODAYS),
        async (start, operations, today) => {
          const year = Number(today.slice(0, 4));
          const org = await createOrganization(start);
          const neighbour = await createOrganization(start);
          for (const [index, op] of operations.entries()) {
            // Every third write lands in the neighbour, whose summaries must be untouched by the others.
            const target = index % 3 === 2 ? neighbour : org;
            const statement = await statementOf(target, op);
            if (statement) await withTenant(t.db, target, (tx) => tx.execute(statement));
            if (index === Math.floor(operations.length / 2)) await expectSummariesExact(org);
          }
          await expectDashboardExact(org, today, year);
          await expectDashboardExact(neighbour, today, year);
        },
      ),
      { numRuns: 25 },
    );
  }, 240_000);

  it('are emptied with the organisation and by TRUNCATE', async () => {
    const org = await createOrganization('2000-07-01');
    const [grant] = await idsOf(org, 'grants');
    await withTenant(t.db, org, (tx) =>
      tx.execute(sql`insert into applications (organization_id, grant_id, status, deadline, submission_date, amount_awarded_cents)
        values (${org}, ${grant}, 'AWARDED', '2025-03-01', '2025-01-01', 100)`),
    );
    await expectSummariesExact(org);
    await admin.query('delete from organizations where id = $1', [org]);
    for (const table of ['dashboard_month_totals', 'dashboard_month_awards']) {
      const { rows } = await admin.query(`select 1 from ${table} where organization_id = $1`, [org]);
      expect(rows, table).toEqual([]);
    }
    const other = await createOrganization(null);
    const [otherGrant] = await idsOf(other, 'grants');
    await admin.query(
      `insert into applications (organization_id, grant_id, status, deadline, submission_date, amount_awarded_cents)
       values ($1, $2, 'AWARDED', '2025-03-01', '2025-01-01', 100)`,
      [other, otherGrant],
    );
    await admin.query('truncate applications cascade');
    for (const table of ['dashboard_month_totals', 'dashboard_month_awards']) {
      const { rows } = await admin.query(`select 1 from ${table}`);
      expect(rows, table).toEqual([]);
    }
  });

  it('are visible to their own organisation only', async () => {
    const mine = await createOrganization(null);
    const theirs = await createOrganization(null);
    for (const org of [mine, theirs]) {
      const [grant] = await idsOf(org, 'grants');
      await admin.query(
        `insert into applications (organization_id, grant_id, status, deadline, submission_date, amount_awarded_cents)
         values ($1, $2, 'AWARDED', '2025-03-01', '2025-01-01', 100)`,
        [org, grant],
      );
    }
    const seen = await withTenant(t.db, mine, async (tx) => {
      const totals = await tx.execute<{ organization_id: number }>(
        sql`select organization_id from dashboard_month_totals union all select organization_id from dashboard_month_awards`,
      );
      const changed = await tx.execute<{ one: number }>(
        sql`update dashboard_month_totals set awarded_cents = 0 where organization_id = ${theirs} returning 1 as one`,
      );
      return {
        organizations: new Set(totals.rows.map((row) => row.organization_id)),
        changed: changed.rows.length,
      };
    });
    expect(seen).toEqual({ organizations: new Set([mine]), changed: 0 });
  });
});
