import { addDays } from '@grantflow/domain/dates/date-arithmetic';
import { APPLICATION_STATUSES, FUNDER_TYPES, REPORT_URGENCIES } from '@grantflow/domain/shared/enums';
import fc from 'fast-check';
import type pg from 'pg';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectAggregatesMatch } from '../testing/dashboard-check.ts';
import { createAdminPool, createTestDatabase, type TestDatabase } from '../testing/test-database.ts';

// The demo data's run of the same comparison lives in packages/demo (repositories/dashboard.integration.test.ts).

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

// ---- random organisations -------------------------------------------------------------------------

const BASE = '2022-01-01';
const day = fc.integer({ min: 0, max: 6 * 366 }).map((n) => addDays(BASE, n));
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null, freq: 3 });
const cents = fc.integer({ min: 0, max: 5_000_000_00 });

const chaoticApplicationArb = fc.record({
  grant: fc.nat(),
  status: fc.constantFrom(...APPLICATION_STATUSES),
  deadline: day,
  declined: fc.boolean(),
  fiscalDate: maybe(day),
  submissionDate: maybe(day),
  amountRequested: maybe(cents),
  amountAwarded: maybe(cents),
  receivementDate: maybe(day),
  reports: fc.array(
    fc.record({ deadline: day, submitted: fc.boolean(), urgency: fc.constantFrom(...REPORT_URGENCIES) }),
    { maxLength: 2 },
  ),
});

// Chaotic rows cover odd combinations; awaiting ones (PENDING/SUBMITTED, sent, no answer) make sure the
// pending and did-not-respond rules are exercised often, not by luck.
const applicationArb = fc.oneof(
  chaoticApplicationArb,
  chaoticApplicationArb.chain((app) =>
    fc
      .record({ status: fc.constantFrom('PENDING' as const, 'SUBMITTED' as const), submissionDate: day })
      .map((awaiting) => ({
        ...app,
        ...awaiting,
        declined: false,
        amountAwarded: null,
        receivementDate: null,
      })),
  ),
);

const organizationArb = fc.record({
  anchor: fc.constantFrom(null, '2000-01-01', '2000-07-01', '2000-10-15', '2000-02-29'),
  funderTypes: fc.array(fc.constantFrom(...FUNDER_TYPES), { minLength: 1, maxLength: 6 }),
  programCount: fc.integer({ min: 0, max: 4 }),
  goals: fc.array(fc.record({ program: fc.nat(), year: fc.integer({ min: 2021, max: 2028 }), goal: cents }), {
    maxLength: 10,
  }),
  grants: fc.array(fc.record({ funder: fc.nat(), program: maybe(fc.nat()) }), { minLength: 1, maxLength: 8 }),
  applications: fc.array(applicationArb, { maxLength: 40 }),
  today: day,
  currentYear: fc.integer({ min: 2022, max: 2027 }),
  rangeStart: maybe(day),
  rangeEnd: maybe(day),
  type: maybe(fc.constantFrom(...FUNDER_TYPES)),
});

type OrganizationPlan = typeof organizationArb extends fc.Arbitrary<infer T> ? T : never;

let sequence = 0;

async function insertOrganization(plan: OrganizationPlan): Promise<number> {
  sequence += 1;
  const client = await admin.connect();
  try {
    await client.query('begin');
    const one = async (text: string, values: unknown[]) =>
      (await client.query<{ id: number }>(text, values)).rows;
    const [org] = await one(
      'insert into organizations (name, fiscal_year_start) values ($1, $2) returning id',
      [`property-${sequence}`, plan.anchor],
    );
    const orgId = org?.id as number;
    const funderIds: number[] = [];
    for (const [index, type] of plan.funderTypes.entries()) {
      const [row] = await one(
        'insert into funders (organization_id, name, type) values ($1, $2, $3) returning id',
        [orgId, `funder${String(index).padStart(3, '0')}`, type],
      );
      funderIds.push(row?.id as number);
    }
    const programIds: number[] = [];
    for (let index = 0; index < plan.programCount; index += 1) {
      const [row] = await one('insert into programs (organization_id, name) values ($1, $2) returning id', [
        orgId,
        `program${index}`,
      ]);
      programIds.push(row?.id as number);
    }
    const goalKeys = new Set<string>();
    for (const goal of plan.goals) {
      const programId = programIds[goal.program % Math.max(programIds.length, 1)];
      if (programId === undefined || goalKeys.has(`${programId}:${goal.year}`)) continue;
      goalKeys.add(`${programId}:${goal.year}`);
      await client.query(
        'insert into program_yearly_goals (organization_id, program_id, fiscal_year, goal_cents) values ($1, $2, $3, $4)',
        [orgId, programId, goal.year, goal.goal],
      );
    }
    const grantIds: number[] = [];
    for (const grant of plan.grants) {
      const programId =
        grant.program === null ? null : (programIds[grant.program % Math.max(programIds.length, 1)] ?? null);
      const [row] = await one(
        'insert into grants (organization_id, funder_id, program_id) values ($1, $2, $3) returning id',
        [orgId, funderIds[grant.funder % funderIds.length], programId],
      );
      grantIds.push(row?.id as number);
    }
    for (const app of plan.applications) {
      const [row] = await one(
        `insert into applications (organization_id, grant_id, status, deadline, declined, fiscal_date, submission_date,
           amount_requested_cents, amount_awarded_cents, receivement_date)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
        [
          orgId,
          grantIds[app.grant % grantIds.length],
          app.status,
          app.deadline,
          app.declined,
          app.fiscalDate,
          app.submissionDate,
          app.amountRequested,
          app.amountAwarded,
          app.receivementDate,
        ],
      );
      for (const report of app.reports) {
        await client.query(
          'insert into reports (organization_id, application_id, deadline, submitted, urgency) values ($1, $2, $3, $4, $5)',
          [orgId, row?.id, report.deadline, report.submitted, report.urgency],
        );
      }
    }
    await client.query('commit');
    return orgId;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

describe('dashboard aggregates over random organisations (property)', () => {
  it('equal the TypeScript reference for any data', async () => {
    await fc.assert(
      fc.asyncProperty(organizationArb, async (plan) => {
        const organizationId = await insertOrganization(plan);
        const years = [plan.currentYear - 2, plan.currentYear - 1, plan.currentYear];
        await expectAggregatesMatch({ db: t.db, admin }, organizationId, plan.anchor, years, plan.today, {
          range: { start: plan.rangeStart, end: plan.rangeEnd },
          type: plan.type,
        });
      }),
      { numRuns: 50 },
    );
  }, 120_000);
});
