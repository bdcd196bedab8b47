import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEMO_PASSWORD, seedDemoData } from '@grantflow/demo/rows/seed';
import { type DocumentNode, print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestKit, createApiTestKit } from '../testing/api-test-kit.ts';

// Selection-aware loading must not change an answer: every query below is answered once with everything
// selected and once with a smaller selection (the web's own documents and hand-picked subsets); the small
// answer must equal the full answer cut down to the small one's shape.

const APPLICATION_FULL = `
  id organizationId status displayStatus canEdit deadline deadlineType declined
  declinedDetails { declinedDate declinedReason } isSubmittedAsIneligible ineligibleReason notApply
  amountAwarded amountRequested fiscalDate responseDays
  award { id amountAwarded receivementDate responseDays isPrecisionByYear }
  submission { id submissionDate amountRequested }
  reports { id urgency deadline submitted submissionDate description grantApplication { id grant { id responseAverage funder { lastAward { receivementDate } } } } }
  grant { id frequency recurrenceCount responseAverage program { id name }
    funder { id organizationId name email phone type website complexityScore keyContacts notes howToApply isPaused
      location { id streetAddress complement city state zipcode }
      lastAward { amountAwarded receivementDate } totalAwardAmount ranged: totalAwardAmount(startAt: "2020-01-01") } }`;

const FULL = {
  applications: `query A($f: ApplicationFilters, $p: PaginationInput) { listApplications(filters: $f, pagination: $p) { total items { ${APPLICATION_FULL} } } }`,
  funders: `query F($f: FunderFilters, $p: PaginationInput) { listFunders(filters: $f, pagination: $p) { total items {
    id organizationId name email phone type website complexityScore keyContacts notes howToApply isPaused
    location { id city } lastAward { amountAwarded receivementDate } totalAwardAmount
    responsiveness { submitted awarded declined didNotRespond pending winRate medianResponseDays totalAwarded }
    filings { year formType revenue assets grantsPaid sourceUrl fetchedAt } } } }`,
  reports: `query R($f: ReportFilters, $p: PaginationInput) { listReports(filters: $f, pagination: $p) { total items {
    id urgency deadline submitted submissionDate description grantApplication { ${APPLICATION_FULL} } } } }`,
  application: `query G($id: ID!) { getApplication(id: $id) { ${APPLICATION_FULL} } }`,
  profile: `query P($id: ID!) { GetFunderProfile(id: $id) { id totalAwardAmount lastAward { amountAwarded receivementDate }
    location { id city } funder { id name totalAwardAmount lastAward { receivementDate } }
    previousGrants { ${APPLICATION_FULL} } nextGrants { ${APPLICATION_FULL} } } }`,
};

const SMALL: Record<keyof typeof FULL, string[]> = {
  applications: [
    'query A($f: ApplicationFilters, $p: PaginationInput) { listApplications(filters: $f, pagination: $p) { items { id deadline } } }',
    'query A($f: ApplicationFilters, $p: PaginationInput) { listApplications(filters: $f, pagination: $p) { total } }',
    'query A($f: ApplicationFilters, $p: PaginationInput) { listApplications(filters: $f, pagination: $p) { items { id reports { id deadline } } } }',
    'query A($f: ApplicationFilters, $p: PaginationInput) { listApplications(filters: $f, pagination: $p) { items { id grant { id program { name } } } } }',
    'query A($f: ApplicationFilters, $p: PaginationInput) { listApplications(filters: $f, pagination: $p) { items { ...Row } } } fragment Row on Application { grant { funder { name totalAwardAmount } } }',
    'query A($f: ApplicationFilters, $p: PaginationInput) { listApplications(filters: $f, pagination: $p) { total items { id reports { grantApplication { grant { funder { lastAward { receivementDate } } } } } } } }',
  ],
  funders: [
    'query F($f: FunderFilters, $p: PaginationInput) { listFunders(filters: $f, pagination: $p) { items { id name } } }',
    'query F($f: FunderFilters, $p: PaginationInput) { listFunders(filters: $f, pagination: $p) { total items { id lastAward { receivementDate } } } }',
  ],
  reports: [
    'query R($f: ReportFilters, $p: PaginationInput) { listReports(filters: $f, pagination: $p) { items { id deadline } } }',
    'query R($f: ReportFilters, $p: PaginationInput) { listReports(filters: $f, pagination: $p) { total items { id grantApplication { id reports { id } } } } }',
  ],
  application: [
    'query G($id: ID!) { getApplication(id: $id) { id displayStatus } }',
    'query G($id: ID!) { getApplication(id: $id) { id grant { funder { name } } } }',
  ],
  profile: [
    'query P($id: ID!) { GetFunderProfile(id: $id) { id funder { name } } }',
    'query P($id: ID!) { GetFunderProfile(id: $id) { totalAwardAmount previousGrants { id grant { responseAverage } } } }',
  ],
};

// The web app's documents, imported by path (the api does not depend on the web package).
const WEB_FEATURES = path.resolve(import.meta.dirname, '../../../web/src/features');
async function webDocument(file: string, name: string): Promise<string> {
  const module = (await import(pathToFileURL(path.join(WEB_FEATURES, file)).href)) as Record<string, unknown>;
  return print(module[name] as DocumentNode);
}

/** `full` cut down to the keys of `shape` (lists keep their length, so a missing row still shows). */
function cut(full: unknown, shape: unknown): unknown {
  if (Array.isArray(shape)) {
    return Array.isArray(full) ? full.map((item, i) => cut(item, shape[i] ?? shape[0])) : full;
  }
  if (shape && typeof shape === 'object') {
    if (!full || typeof full !== 'object') return full;
    const source = full as Record<string, unknown>;
    return Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, cut(source[key], value)]));
  }
  return full;
}

let kit: ApiTestKit;
let token: string;
let variables: Record<keyof typeof FULL, Record<string, unknown>>;

async function answer(query: string, vars: Record<string, unknown>): Promise<unknown> {
  const response = await kit.gql<Record<string, unknown>>(query, { variables: vars, token });
  if (response.body.errors || !response.body.data) throw new Error(response.raw);
  return response.body.data;
}

beforeAll(async () => {
  kit = await createApiTestKit();
  await seedDemoData(kit.database.db);
  token = await kit.login('staff@example.org', DEMO_PASSWORD);
  const page = { page: 1, pageSize: 40 };
  const first = (await answer(FULL.applications, { p: page })) as {
    listApplications: { items: { id: string; grant: { funder: { id: string } } }[] };
  };
  const awarded = first.listApplications.items.find((item) => item.grant.funder.id) ?? {
    id: '0',
    grant: { funder: { id: '0' } },
  };
  variables = {
    applications: { p: page },
    funders: { p: { page: 1, pageSize: 12 } },
    reports: { p: { page: 1, pageSize: 20 } },
    application: { id: awarded.id },
    profile: { id: awarded.grant.funder.id },
  };
}, 60_000);

afterAll(async () => {
  await kit?.close();
});

describe('answers do not depend on what else the query selects', () => {
  for (const key of Object.keys(FULL) as (keyof typeof FULL)[]) {
    it(`${key}: smaller selections equal the full answer cut to their shape`, async () => {
      const full = await answer(FULL[key], variables[key]);
      for (const query of SMALL[key]) {
        const small = await answer(query, variables[key]);
        expect(small, query).toEqual(cut(full, small));
      }
    });
  }

  it.each([
    [
      'applications',
      'applications/graphql/list-applications.ts',
      'ListApplicationsQuery',
      { pagination: { page: 1, pageSize: 20 } },
    ],
    [
      'applications',
      'applications/graphql/list-applications.ts',
      'ListApplicationsQuery',
      { filters: { search: 'foundation' }, pagination: { page: 2, pageSize: 7 } },
    ],
    [
      'funders',
      'funders/graphql/funders.ts',
      'ListFundersQuery',
      { filters: { search: 'fund' }, pagination: { page: 1, pageSize: 12 } },
    ],
    ['reports', 'reports/graphql/reports.ts', 'ListReportsQuery', { pagination: { page: 1, pageSize: 8 } }],
  ] as const)('the web document %s (%s) answers as the full selection', async (key, file, name, vars) => {
    const web = await answer(await webDocument(file, name), vars);
    const full = await answer(FULL[key], {
      f: 'filters' in vars ? vars.filters : undefined,
      p: vars.pagination,
    });
    expect(web).toEqual(cut(full, web));
  });
});
