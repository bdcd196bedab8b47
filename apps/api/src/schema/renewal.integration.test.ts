import { loadRawData } from '@grantflow/db/repositories/dashboard-reference';
import { referenceResponsiveness } from '@grantflow/db/repositories/responsiveness-reference';
import { createAdminPool } from '@grantflow/db/testing/test-database';
import { seedDemoData } from '@grantflow/demo/rows/seed';
import { addDays, addYears } from '@grantflow/domain/dates/date-arithmetic';
import { toWireDate } from '@grantflow/domain/dates/to-wire-date';
import { applicationUpdateWire } from '@grantflow/validation/application-update';
import { updateApplicationPayload } from '@grantflow/validation/update-application-payload';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestKit, createApiTestKit } from '../testing/api-test-kit.ts';
import {
  createGrant,
  createTrackerKit,
  failure,
  funderAndProgram,
  type TrackerKit,
} from '../testing/tracker-kit.ts';

// Through GraphQL, with the stored rows checked. Dates are relative to today (UTC),
// as the API derives them.

const today = toWireDate(new Date());
const RENEWALS = `query R($organizationId: ID, $withinDays: Int) {
  listRenewals(organizationId: $organizationId, withinDays: $withinDays) {
    suggestedDeadline suggestedAmountRequested application { id status amountAwarded grant { funder { id } } }
  }
}`;
const RENEW = `mutation N($id: ID!) { renewApplication(id: $id) {
  id status notApply deadline deadlineType amountRequested reports { urgency deadline submitted }
  grant { id funder { id } program { id } }
} }`;
const UPDATE = `mutation U($id: ID!, $params: ApplicationUpdateParams!) { updateApplication(id: $id, params: $params) { id } }`;
const FIGURES = 'submitted awarded declined didNotRespond pending winRate medianResponseDays totalAwarded';
const PROFILE = `query P($id: ID!) { GetFunderProfile(id: $id) {
  id responsiveness { ${FIGURES} } nextRenewal { suggestedDeadline application { id } }
} }`;

let tracker: TrackerKit;

beforeAll(async () => {
  tracker = await createTrackerKit();
}, 60_000);

afterAll(async () => {
  await tracker?.close();
});

type Renewal = {
  suggestedDeadline: string;
  suggestedAmountRequested: number | null;
  application: { id: string; status: string; amountAwarded: number | null };
};
const renewals = async (withinDays?: number) =>
  (await tracker.ok<{ listRenewals: Renewal[] }>(RENEWALS, { withinDays })).listRenewals;

describe('renewals through GraphQL', () => {
  let funderId: string;
  let programId: string;
  let id: string;
  // The last cycle's deadline was a year ago less 30 days: the next one is 30 days ahead.
  const deadline = addDays(addYears(today, -1), 30);
  const next = addYears(deadline, 1);

  beforeAll(async () => {
    ({ funderId, programId } = await funderAndProgram(tracker, {
      funder: 'Renewal Fund',
      program: 'Renewals',
    }));
    [id = ''] = await createGrant(tracker, { funderId, programId, application: { deadline } });
  });

  it('an award makes the application a renewal candidate, with the next deadline and the award prefilled', async () => {
    expect((await renewals()).map((r) => r.application.id)).not.toContain(id);
    const submitted = addDays(deadline, -20);
    const params = applicationUpdateWire(
      updateApplicationPayload({
        answer: 'YES',
        statusChoice: 'AWARDED',
        programId: Number(programId),
        deadline,
        deadlineType: 'ROLLING',
        dateSubmitted: submitted,
        amountRequested: 500000,
        amountAwarded: 425000,
        receivementDate: addDays(submitted, 40),
        reports: [{ urgency: 'REQUIRED', deadline: addDays(deadline, 60) }],
      }),
    );
    await tracker.ok(UPDATE, { id, params });
    expect(await renewals()).toContainEqual({
      suggestedDeadline: next,
      suggestedAmountRequested: 4250,
      application: { id, status: 'AWARDED', amountAwarded: 4250, grant: { funder: { id: funderId } } },
    });
    // Outside a 10-day window it is not listed.
    expect((await renewals(10)).map((r) => r.application.id)).not.toContain(id);
    const profile = await tracker.ok<{ GetFunderProfile: { nextRenewal: unknown } }>(PROFILE, {
      id: funderId,
    });
    expect(profile.GetFunderProfile.nextRenewal).toEqual({ suggestedDeadline: next, application: { id } });
  });

  it('renewApplication creates the prefilled open cycle once', async () => {
    const first = await tracker.ok<{ renewApplication: { id: string } }>(RENEW, { id });
    expect(first.renewApplication).toMatchObject({
      status: 'NOT_APPLY',
      notApply: true,
      deadline: next,
      deadlineType: 'ROLLING',
      amountRequested: 4250,
      reports: [{ urgency: 'REQUIRED', deadline: addYears(addDays(deadline, 60), 1), submitted: false }],
      grant: { funder: { id: funderId }, program: { id: programId } },
    });
    const again = await tracker.ok<{ renewApplication: { id: string } }>(RENEW, { id });
    expect(again.renewApplication.id).toBe(first.renewApplication.id);
    expect(
      await tracker.sql(
        `select a.status, a.deadline::text, a.amount_requested_cents::int, a.renewed_from_id::text,
           (select count(*)::int from reports r where r.application_id = a.id) as reports
         from applications a where a.renewed_from_id = $1`,
        [id],
      ),
    ).toEqual([
      {
        status: 'NOT_APPLY',
        deadline: next,
        amount_requested_cents: 425000,
        renewed_from_id: id,
        reports: 1,
      },
    ]);
    expect(await tracker.sql('select path from folders where funder_id = $1', [funderId])).toEqual([
      { path: `/Renewal ${next.slice(0, 4)}` },
    ]);
    // Renewed: no longer a candidate.
    expect((await renewals(3660)).map((r) => r.application.id)).not.toContain(id);
  });

  it('refuses a bad window with a coded error, and an unawarded application with CONFLICT', async () => {
    const wide = await tracker.call(RENEWALS, { withinDays: 5000 });
    expect(failure(wide)).toMatchObject({ code: 'VALIDATION' });
    const [open = ''] = await createGrant(tracker, { funderId, programId, application: { deadline: next } });
    expect(failure(await tracker.call(RENEW, { id: open }))).toMatchObject({ code: 'CONFLICT' });
    expect(failure(await tracker.call(RENEW, { id }, tracker.tokenB))).toMatchObject({
      code: 'APPLICATION_NOT_FOUND',
    });
  });
});

describe('funder responsiveness through GraphQL', () => {
  // A database of its own: the tracker kit's organisation A bears the demo organisation's name.
  let demo: ApiTestKit;
  let admin: pg.Pool;
  beforeAll(async () => {
    demo = await createApiTestKit();
    admin = createAdminPool(demo.database.url, 2);
  }, 60_000);
  afterAll(async () => {
    await admin?.end();
    await demo?.close();
  });

  it('equals the slow reference over the demo data, on the profile, the list and the table', async () => {
    const seeded = await seedDemoData(demo.database.db);
    const main = seeded.organizationIds?.main as number;
    await demo.createUser({ email: 'demo-reader@example.org', organizationId: main });
    const token = await demo.login('demo-reader@example.org');
    const call = <T>(query: string, variables: Record<string, unknown>) =>
      demo.gql<T>(query, { variables, token });
    const reference = referenceResponsiveness(await loadRawData(admin, main), today);
    const expected = (funderId: number) => {
      const r = reference.get(funderId);
      if (!r) throw new Error(`no reference for ${funderId}`);
      const { totalAwardedCents, ...rest } = r;
      return { ...rest, totalAwarded: totalAwardedCents / 100 };
    };

    const table = await call<{
      listFunderResponsiveness: { funder: { id: string }; responsiveness: unknown }[];
    }>(`{ listFunderResponsiveness { funder { id } responsiveness { ${FIGURES} } } }`, {});
    const entries = table.body.data?.listFunderResponsiveness ?? [];
    expect(entries.map((e) => Number(e.funder.id)).sort((x, y) => x - y)).toEqual(
      [...reference.keys()].sort((x, y) => x - y),
    );
    for (const entry of entries) expect(entry.responsiveness).toEqual(expected(Number(entry.funder.id)));

    const [some] = entries;
    const profile = await call<{ GetFunderProfile: { responsiveness: unknown } }>(PROFILE, {
      id: some?.funder.id,
    });
    expect(profile.body.data?.GetFunderProfile.responsiveness).toEqual(expected(Number(some?.funder.id)));

    const sorted = await call<{
      listFunders: { items: { id: string; responsiveness: { winRate: number | null } }[] };
    }>(
      `{ listFunders(pagination: { pageSize: 100 }, sort: { field: WIN_RATE, direction: DESC }) {
        items { id responsiveness { winRate } } } }`,
      {},
    );
    const rates = sorted.body.data?.listFunders.items.map((f) => f.responsiveness.winRate) ?? [];
    const known = rates.filter((r): r is number => r !== null);
    expect(known.length).toBeGreaterThan(1);
    expect(rates).toEqual([...[...known].sort((x, y) => y - x), ...rates.filter((r) => r === null)]);
  }, 60_000);
});
