import { addDays } from '@grantflow/domain/dates/date-arithmetic';
import { APPLICATION_STATUSES } from '@grantflow/domain/shared/enums';
import fc from 'fast-check';
import type pg from 'pg';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectResponsivenessMatchesReference } from '../testing/funder-responsiveness-check.ts';
import { createAdminPool, createTestDatabase, type TestDatabase } from '../testing/test-database.ts';

// The demo data's run of the same comparison lives in packages/demo (repositories/funder-responsiveness.integration.test.ts).

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
const day = fc.integer({ min: 0, max: 5 * 366 }).map((n) => addDays(BASE, n));
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null, freq: 3 });

const applicationArb = fc.record({
  grant: fc.nat(),
  status: fc.constantFrom(...APPLICATION_STATUSES),
  deadline: day,
  declined: fc.boolean(),
  submissionDate: maybe(day),
  amountAwarded: maybe(fc.integer({ min: 0, max: 1_000_000_00 })),
  receivementDate: maybe(day),
});

const organizationArb = fc.record({
  funders: fc.integer({ min: 1, max: 5 }),
  programs: fc.integer({ min: 0, max: 3 }),
  grants: fc.array(fc.record({ funder: fc.nat(), program: maybe(fc.nat()) }), { minLength: 1, maxLength: 8 }),
  applications: fc.array(applicationArb, { maxLength: 40 }),
  today: day,
});

type OrganizationPlan = typeof organizationArb extends fc.Arbitrary<infer T> ? T : never;

let sequence = 0;

async function insertOrganization(plan: OrganizationPlan): Promise<number> {
  sequence += 1;
  const client = await admin.connect();
  const ids = async (text: string, values: unknown[]) =>
    (await client.query<{ id: number }>(text, values)).rows[0]?.id as number;
  try {
    await client.query('begin');
    const org = await ids('insert into organizations (name) values ($1) returning id', [
      `responsive-${sequence}`,
    ]);
    const funderIds: number[] = [];
    for (let i = 0; i < plan.funders; i += 1)
      funderIds.push(
        await ids(
          `insert into funders (organization_id, name, type) values ($1, $2, 'FOUNDATION') returning id`,
          [org, `funder${i}`],
        ),
      );
    const programIds: number[] = [];
    for (let i = 0; i < plan.programs; i += 1)
      programIds.push(
        await ids('insert into programs (organization_id, name) values ($1, $2) returning id', [
          org,
          `program${i}`,
        ]),
      );
    const grantIds: number[] = [];
    for (const grant of plan.grants) {
      const programId =
        grant.program === null ? null : (programIds[grant.program % Math.max(programIds.length, 1)] ?? null);
      grantIds.push(
        await ids(
          'insert into grants (organization_id, funder_id, program_id) values ($1, $2, $3) returning id',
          [org, funderIds[grant.funder % funderIds.length], programId],
        ),
      );
    }
    for (const app of plan.applications) {
      await client.query(
        `insert into applications (organization_id, grant_id, status, deadline, declined, submission_date,
           amount_awarded_cents, receivement_date) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          org,
          grantIds[app.grant % grantIds.length],
          app.status,
          app.deadline,
          app.declined,
          app.submissionDate,
          app.amountAwarded,
          app.receivementDate,
        ],
      );
    }
    await client.query('commit');
    return org;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

describe('funder responsiveness over random organisations (property)', () => {
  it('equals the TypeScript reference for any data', async () => {
    await fc.assert(
      fc.asyncProperty(organizationArb, async (plan) => {
        const organizationId = await insertOrganization(plan);
        await expectResponsivenessMatchesReference({ db: t.db, admin }, organizationId, plan.today);
      }),
      { numRuns: 50 },
    );
  }, 120_000);
});
