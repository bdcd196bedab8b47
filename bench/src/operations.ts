import type { WebDocuments } from './web-documents.ts';

// What is measured, and the closest equivalent on PostGraphile (Amber + connection filter) and raw SQL.
// PostGraphile exposes table columns and relations: derived values Grantflow computes (displayStatus,
// canEdit, responseAverage, lastAward, dollars) are not available there, so its queries select the stored
// columns they come from and the same rows (same filter, order, page and total). The funders list is the
// exception: its derived values (award total, responsiveness) are most of its work, so PostGraphile computes
// them too (postgraphile-functions.ts), and a second row asks both for the stored columns alone.

export const APPLICATION_SEARCH = 'foundation';
export const FUNDER_SEARCH = 'fund';

export type ServerName = 'grantflow-gateway' | 'grantflow-api' | 'postgraphile' | 'raw';

export interface GraphqlRequest {
  query: string;
  variables: Record<string, unknown>;
}

export interface Operation {
  id: string;
  label: string;
  grantflow: GraphqlRequest;
  postgraphile: GraphqlRequest | null;
  rawPath: string;
  /** Rows of a response body's data, per server kind (the expected count comes from Grantflow's answer). */
  rows: (data: Record<string, unknown>, server: ServerName) => number;
  /** Fields PostGraphile computes with a function, compared with Grantflow's row by row (besides the ids). */
  postgraphileFigures?: string[];
}

const PG_APPLICATION_FIELDS = `totalCount nodes { rowId status deadline deadlineType declined isSubmittedAsIneligible
  ineligibleReason declinedDate declinedReason submissionDate amountRequestedCents amountAwardedCents receivementDate
  reportsByOrganizationIdAndApplicationId(orderBy: [DEADLINE_ASC, PRIMARY_KEY_ASC]) { nodes { rowId urgency deadline submitted } }
  grantByOrganizationIdAndGrantId { rowId frequency programByProgramId { rowId name }
    funderByOrganizationIdAndFunderId { rowId name complexityScore } } }`;

const pgApplications = (filter: string) => `query($first: Int!${filter ? ', $search: String!' : ''}) {
  allApplications(first: $first, orderBy: [DEADLINE_ASC, PRIMARY_KEY_ASC]${filter}) { ${PG_APPLICATION_FIELDS} } }`;

const APPLICATION_SEARCH_FILTER = `, filter: { grantByOrganizationIdAndGrantId: { or: [
  { funderByOrganizationIdAndFunderId: { name: { includesInsensitive: $search } } },
  { programByProgramId: { name: { includesInsensitive: $search } } } ] } }`;

// Grantflow also matches e-mail and type and orders by lower(name); Amber orders by the column.
const pgFunders = (figures: string) => `query($search: String!) { allFunders(first: 12,
  orderBy: [NAME_ASC, PRIMARY_KEY_ASC], filter: { or: [
    { name: { includesInsensitive: $search } }, { email: { includesInsensitive: $search } } ] }) {
  totalCount nodes { rowId name email type website ${figures} } } }`;

type Page = { items: unknown[] };
const itemsOf = (data: Record<string, unknown>, field: string, pgField: string, server: ServerName) => {
  if (server === 'postgraphile') return ((data[pgField] as { nodes: unknown[] } | null)?.nodes ?? []).length;
  return ((data[field] as Page | null)?.items ?? []).length;
};

export function operations(docs: WebDocuments, organizationId: number, adminOrg: number): Operation[] {
  const org = String(organizationId);
  void adminOrg;
  const applicationsVariables = (search: string | null) => ({
    filters: { organizationId: org, search, status: null, record: 'ALL', submissionYear: null },
    pagination: { page: 1, pageSize: 20, orderBy: { field: 'deadline', direction: 'ASC' } },
  });
  const fundersVariables = {
    filters: { organizationId: org, search: FUNDER_SEARCH },
    pagination: { page: 1, pageSize: 12 },
  };
  const variables = { search: FUNDER_SEARCH };
  return [
    {
      id: 'applications',
      label: 'listApplications, first page (20, by deadline)',
      grantflow: { query: docs.listApplications, variables: applicationsVariables(null) },
      postgraphile: { query: pgApplications(''), variables: { first: 20 } },
      rawPath: '/list-applications',
      rows: (d, s) => itemsOf(d, 'listApplications', 'allApplications', s),
    },
    {
      id: 'applications-search',
      label: `listApplications, search "${APPLICATION_SEARCH}"`,
      grantflow: { query: docs.listApplications, variables: applicationsVariables(APPLICATION_SEARCH) },
      postgraphile: {
        query: pgApplications(APPLICATION_SEARCH_FILTER),
        variables: { first: 20, search: APPLICATION_SEARCH },
      },
      rawPath: `/list-applications?search=${APPLICATION_SEARCH}`,
      rows: (d, s) => itemsOf(d, 'listApplications', 'allApplications', s),
    },
    {
      id: 'funders-search',
      label: `listFunders, search "${FUNDER_SEARCH}" (12)`,
      grantflow: { query: docs.listFunders, variables: fundersVariables },
      // The same question: award totals and responsiveness from computed-column functions
      // (postgraphile-functions.ts), the way PostGraphile answers derived values.
      postgraphile: {
        query: pgFunders('totalAwardAmount responsiveness { winRate medianResponseDays }'),
        variables,
      },
      postgraphileFigures: ['totalAwardAmount', 'responsiveness'],
      rawPath: `/list-funders?search=${FUNDER_SEARCH}`,
      rows: (d, s) => itemsOf(d, 'listFunders', 'allFunders', s),
    },
    {
      id: 'funders-columns',
      label: `listFunders, search "${FUNDER_SEARCH}" (12), stored columns only`,
      // Not the web's document: the columns Amber returns without functions, so no derived value is computed.
      grantflow: {
        query: `query ListFunderColumns($filters: FunderFilters, $pagination: PaginationInput) {
          listFunders(filters: $filters, pagination: $pagination) { total items { id name email type website } } }`,
        variables: fundersVariables,
      },
      postgraphile: { query: pgFunders(''), variables },
      rawPath: `/list-funder-columns?search=${FUNDER_SEARCH}`,
      rows: (d, s) => itemsOf(d, 'listFunders', 'allFunders', s),
    },
    {
      id: 'reports',
      label: 'listReports, first page (8, by deadline)',
      grantflow: {
        query: docs.listReports,
        variables: {
          filters: { organizationId: org, search: null, submitted: null, startAt: null, endAt: null },
          pagination: { page: 1, pageSize: 8 },
        },
      },
      postgraphile: {
        query: `{ allReports(first: 8, orderBy: [DEADLINE_ASC, PRIMARY_KEY_ASC]) { totalCount nodes {
          rowId deadline urgency submitted submissionDate description
          applicationByOrganizationIdAndApplicationId { rowId amountAwardedCents grantByOrganizationIdAndGrantId {
            rowId programByProgramId { rowId name } funderByOrganizationIdAndFunderId { rowId name } } } } } }`,
        variables: {},
      },
      rawPath: '/list-reports',
      rows: (d, s) => itemsOf(d, 'listReports', 'allReports', s),
    },
    {
      id: 'dashboard',
      label: 'getOrganization (the dashboard query)',
      grantflow: { query: docs.dashboard, variables: { id: org, currentFy: null } },
      // Amber has no aggregates: no PostGraphile equivalent without a plugin (the ratio is left out).
      postgraphile: null,
      rawPath: '/get-organization',
      rows: (d, s) => {
        if (s === 'raw') return ((d.awardsByYear as unknown[]) ?? []).length;
        return ((d.getOrganization as { awardsByYear?: unknown[] } | null)?.awardsByYear ?? []).length;
      },
    },
  ];
}

/** The dashboard aggregates: the API asked for one field of getOrganization, against its SQL alone. */
export function aggregateOperations(organizationId: number): { name: string; query: string }[] {
  const field: Record<string, string> = {
    awardsByYear: 'awardsByYear { year awarded awardedCount pending pendingCount requested requestedCount }',
    funderTypesCount:
      'funderTypesCount { foundation corporate government government_local government_state other }',
    yearlyGoal: 'yearlyGoal { year goal }',
    oldestAward: 'oldestAward',
    currentYearGoal: 'currentYearGoal { overall { achieved goal achievedRate missing } }',
    largestFunders: 'largestFunders { overall { totalAwardAmount funder { id name } } }',
  };
  return Object.entries(field).map(([name, selection]) => ({
    name,
    query: `{ getOrganization(id: "${organizationId}") { id ${selection} } }`,
  }));
}
