import { DEMO_PASSWORD, seedDemoData } from '@grantflow/demo/rows/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestKit, createApiTestKit } from '../testing/api-test-kit.ts';

// Each dashboard card's "view in the grant list" filter (apps/web summary-cards.ts) must give a
// list whose total is the card's count, for every fiscal year of the demo organisation.

let kit: ApiTestKit;
let token: string;
let mainId: number;

beforeAll(async () => {
  kit = await createApiTestKit();
  const seeded = await seedDemoData(kit.database.db);
  mainId = seeded.organizationIds?.main as number;
  token = await kit.login('staff@example.org', DEMO_PASSWORD);
}, 60_000);

afterAll(async () => {
  await kit?.close();
});

const DASHBOARD = `query ($id: ID!, $params: OrganizationDashboardParams) {
  getOrganization(id: $id, params: $params) {
    currentFiscalYear firstFiscalYear
    awardsByYear { year awardedCount pendingCount requestedCount }
  }
}`;

const LIST = `query ($filters: ApplicationFilters) {
  listApplications(filters: $filters, pagination: { pageSize: 1 }) { total }
}`;

interface Dashboard {
  getOrganization: {
    currentFiscalYear: number;
    firstFiscalYear: number;
    awardsByYear: { year: number; awardedCount: number; pendingCount: number; requestedCount: number }[];
  };
}

// The cards' links: status plus the fiscal year of the date the card counts by.
const CARDS = [
  { count: 'requestedCount', filters: (year: number) => ({ status: 'SUBMITTED', submissionYear: year }) },
  { count: 'awardedCount', filters: (year: number) => ({ status: 'AWARDED', awardYear: year }) },
  { count: 'pendingCount', filters: (year: number) => ({ status: 'PENDING', submissionYear: year }) },
] as const;

async function listTotal(filters: Record<string, unknown>): Promise<number> {
  const response = await kit.gql<{ listApplications: { total: number } }>(LIST, {
    token,
    variables: { filters: { organizationId: String(mainId), ...filters } },
  });
  expect(response.body.errors).toBeUndefined();
  const total = response.body.data?.listApplications.total;
  if (total === undefined) throw new Error(response.raw);
  return total;
}

describe('dashboard cards and the grant list they link to', () => {
  it('count the same rows for every card and fiscal year', async () => {
    const first = await kit.gql<Dashboard>(DASHBOARD, { token, variables: { id: String(mainId) } });
    const organization = first.body.data?.getOrganization;
    if (!organization) throw new Error(first.raw);
    const years: number[] = [];
    for (let year = organization.firstFiscalYear; year <= organization.currentFiscalYear; year += 1)
      years.push(year);
    const answer = await kit.gql<Dashboard>(DASHBOARD, {
      token,
      variables: { id: String(mainId), params: { chartFys: years } },
    });
    const rows = answer.body.data?.getOrganization.awardsByYear ?? [];
    expect(rows.map((row) => row.year)).toEqual(years);

    let compared = 0;
    for (const row of rows) {
      for (const card of CARDS) {
        expect({ year: row.year, card: card.count, total: await listTotal(card.filters(row.year)) }).toEqual({
          year: row.year,
          card: card.count,
          total: row[card.count],
        });
        compared += row[card.count];
      }
    }
    // The demo data has rows on every card: the comparison is not between zeros.
    expect(compared).toBeGreaterThan(0);
  });

  it('filters by the award date, not the submission date, for awards', async () => {
    const answer = await kit.gql<Dashboard>(DASHBOARD, { token, variables: { id: String(mainId) } });
    const organization = answer.body.data?.getOrganization;
    if (!organization) throw new Error(answer.raw);
    const fy = organization.currentFiscalYear;
    const awarded = organization.awardsByYear.find((row) => row.year === fy)?.awardedCount ?? 0;
    expect(awarded).toBeGreaterThan(0);
    expect(await listTotal({ status: 'AWARDED', awardYear: fy })).toBe(awarded);
  });
});
