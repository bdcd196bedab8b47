import { addDays } from '@grantflow/domain/dates/date-arithmetic';
import { wireDateInTimeZone } from '@grantflow/domain/dates/to-wire-date';
import type { FunderResponsiveness } from '@grantflow/domain/funder/responsiveness';
import { APPLICATION_STATUSES } from '@grantflow/domain/shared/enums';
import fc from 'fast-check';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../client.ts';
import { seedDemoData } from '../demo/seed.ts';
import { createAdminPool, createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { loadRawData } from './dashboard-reference.ts';
import { EMPTY_RESPONSIVENESS, funderResponsiveness } from './funder-responsiveness.ts';
import { type FunderSortField, listFunders } from './funders.ts';
import { renewalSources } from './renewals.ts';
import { referenceRenewalSources, referenceResponsiveness } from './responsiveness-reference.ts';

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

const sortValue = (r: FunderResponsiveness, field: FunderSortField) =>
  field === 'WIN_RATE' ? r.winRate : r.medianResponseDays;

/** Every responsiveness figure, the renewal sources and the funders list's sorts against the reference. */
async function expectMatchesReference(organizationId: number, today: string): Promise<number> {
  const data = await loadRawData(admin, organizationId);
  const reference = referenceResponsiveness(data, today);
  const funderIds = [...new Set(data.applications.map((a) => a.funderId))];
  await withTenant(t.db, organizationId, async (tx) => {
    expect(await funderResponsiveness(tx, organizationId, null, today)).toEqual(reference);
    const some = funderIds.slice(0, 2);
    const subset = await funderResponsiveness(tx, organizationId, some, today);
    for (const id of some)
      expect(subset.get(id) ?? EMPTY_RESPONSIVENESS).toEqual(reference.get(id) ?? EMPTY_RESPONSIVENESS);

    expect(
      (await renewalSources(tx, organizationId)).map((s) => s.applicationId).sort((x, y) => x - y),
    ).toEqual(referenceRenewalSources(data));

    for (const field of ['WIN_RATE', 'MEDIAN_RESPONSE_DAYS'] as const) {
      for (const direction of ['ASC', 'DESC'] as const) {
        const page = await listFunders(tx, {
          organizationId,
          page: 1,
          pageSize: 1000,
          load: {},
          withTotal: false,
          sort: { field, direction, today },
        });
        const values = page.items.map((f) => sortValue(reference.get(f.id) ?? EMPTY_RESPONSIVENESS, field));
        const known = values.filter((v): v is number => v !== null);
        // Known values first, in order; then the funders without one.
        expect(values).toEqual([
          ...[...known].sort((x, y) => (direction === 'ASC' ? x - y : y - x)),
          ...values.filter((v) => v === null),
        ]);
      }
    }
  });
  return reference.size;
}

describe('funder responsiveness over the demo data', () => {
  it('equals the reference computed from the rows', async () => {
    const seeded = await seedDemoData(t.db);
    const main = seeded.organizationIds?.main as number;
    const funders = await expectMatchesReference(main, wireDateInTimeZone(new Date(), 'UTC'));
    expect(funders).toBeGreaterThan(3);
  }, 60_000);
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
        await expectMatchesReference(organizationId, plan.today);
      }),
      { numRuns: 50 },
    );
  }, 120_000);
});
