import type { GraphqlRequest } from './operations.ts';

// Documents other clients send (integrations, MCP tools, scripts), generated per list: field subsets with and
// without each relation, and the organisation named by argument only, by header only, by both, or not at all by
// a USER of it. Each has the closest PostGraphile query (same rows, same relations) and is checked against a
// plain SQL answer (plain-answers.ts). Whatever the selection, a list must cost its one page statement plus
// authentication (docs/architecture.md, reads).

/** How the organisation is named: `filters.organizationId` / the `id` root argument, X-Organization-Id, both, or neither (a USER). */
export type OrgMode = 'argument' | 'header' | 'both' | 'user';

/** Which plain answer a document is checked against. */
export type PlainList =
  | 'applications'
  | 'funders'
  | 'reports'
  | 'organization-funders'
  | 'funder-grants'
  | 'funder-awards';

export interface GeneratedDocument {
  id: string;
  /** The group it is shown under in the table. */
  list: string;
  label: string;
  mode: OrgMode;
  plain: PlainList;
  request: GraphqlRequest;
  postgraphile: GraphqlRequest;
  /** Where the page (`{ total, items }`) sits in Grantflow's data, and PostGraphile's connection in its data. */
  pagePath: string[];
  pgPath: string[];
  /** False when PostGraphile cannot order as Grantflow does: its page is then compared by total and row count. */
  pgOrdered: boolean;
}

export interface GeneratedContext {
  organizationId: number;
  /** The funder whose grants the nested documents list (the organisation's funder with the most grants). */
  funderId: number;
}

interface Subset {
  name: string;
  grantflow: string;
  postgraphile: string;
}

const PG_GRANT = 'grantByOrganizationIdAndGrantId';
const PG_FUNDER = 'funderByOrganizationIdAndFunderId';

const APPLICATION_SUBSETS: Subset[] = [
  { name: 'ids only', grantflow: 'id', postgraphile: 'rowId' },
  {
    name: 'stored columns',
    grantflow: 'id status deadline deadlineType declined isSubmittedAsIneligible ineligibleReason',
    postgraphile: 'rowId status deadline deadlineType declined isSubmittedAsIneligible ineligibleReason',
  },
  {
    name: 'grant { funder { name } }',
    grantflow: 'id grant { id funder { id name } }',
    postgraphile: `rowId ${PG_GRANT} { rowId ${PG_FUNDER} { rowId name } }`,
  },
  {
    name: 'grant { program }',
    grantflow: 'id grant { id program { id name } }',
    postgraphile: `rowId ${PG_GRANT} { rowId programByProgramId { rowId name } }`,
  },
  {
    name: 'reports',
    grantflow: 'id reports { id deadline submitted }',
    postgraphile:
      'rowId reportsByOrganizationIdAndApplicationId(orderBy: [DEADLINE_ASC, PRIMARY_KEY_ASC]) { nodes { rowId deadline submitted } }',
  },
  {
    // PostGraphile has no derived values: it selects the stored columns they come from.
    name: 'derived (displayStatus, canEdit)',
    grantflow: 'id displayStatus canEdit',
    postgraphile: 'rowId status declined submissionDate amountAwardedCents receivementDate',
  },
];

const FUNDER_SUBSETS: Subset[] = [
  { name: 'ids only', grantflow: 'id', postgraphile: 'rowId' },
  {
    name: 'stored columns',
    grantflow: 'id name email type website',
    postgraphile: 'rowId name email type website',
  },
  // The award total is a computed column on PostGraphile too (postgraphile-functions.ts).
  {
    name: 'derived (totalAwardAmount)',
    grantflow: 'id totalAwardAmount',
    postgraphile: 'rowId totalAwardAmount',
  },
];

const PG_APPLICATION = 'applicationByOrganizationIdAndApplicationId';
const REPORT_SUBSETS: Subset[] = [
  { name: 'ids only', grantflow: 'id', postgraphile: 'rowId' },
  {
    name: 'stored columns',
    grantflow: 'id deadline urgency submitted submissionDate description',
    postgraphile: 'rowId deadline urgency submitted submissionDate description',
  },
  {
    name: 'grantApplication { grant { funder } }',
    grantflow: 'id grantApplication { id grant { id funder { id name } } }',
    postgraphile: `rowId ${PG_APPLICATION} { rowId ${PG_GRANT} { rowId ${PG_FUNDER} { rowId name } } }`,
  },
  {
    name: 'grantApplication { grant { program } }',
    grantflow: 'id grantApplication { id grant { id program { id name } } }',
    postgraphile: `rowId ${PG_APPLICATION} { rowId ${PG_GRANT} { rowId programByProgramId { rowId name } } }`,
  },
];

interface ListSpec {
  key: 'applications' | 'funders' | 'reports';
  field: string;
  filtersType: string;
  pgField: string;
  pgOrder: string;
  pageSize: number;
  subsets: Subset[];
  /** The subset also generated with each way of naming the organisation. */
  modesOf: string;
  extraFilters: Record<string, unknown>;
  pagination: Record<string, unknown>;
}

const LISTS: ListSpec[] = [
  {
    key: 'applications',
    field: 'listApplications',
    filtersType: 'ApplicationFilters',
    pgField: 'allApplications',
    pgOrder: '[DEADLINE_ASC, PRIMARY_KEY_ASC]',
    pageSize: 20,
    subsets: APPLICATION_SUBSETS,
    modesOf: 'stored columns',
    extraFilters: {},
    pagination: { orderBy: { field: 'deadline', direction: 'ASC' } },
  },
  {
    key: 'funders',
    field: 'listFunders',
    filtersType: 'FunderFilters',
    pgField: 'allFunders',
    pgOrder: '[NAME_ASC, PRIMARY_KEY_ASC]',
    pageSize: 12,
    subsets: FUNDER_SUBSETS,
    modesOf: 'stored columns',
    extraFilters: {},
    pagination: {},
  },
  {
    key: 'reports',
    field: 'listReports',
    filtersType: 'ReportFilters',
    pgField: 'allReports',
    pgOrder: '[DEADLINE_ASC, PRIMARY_KEY_ASC]',
    pageSize: 8,
    subsets: REPORT_SUBSETS,
    modesOf: 'stored columns',
    extraFilters: {},
    pagination: {},
  },
];

const MODE_LABELS: Record<OrgMode, string> = {
  argument: 'organisation by argument',
  header: 'organisation by header',
  both: 'argument and header',
  user: 'a USER, neither',
};

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function listDocument(list: ListSpec, subset: Subset, mode: OrgMode, org: string): GeneratedDocument {
  const withArgument = mode === 'argument' || mode === 'both';
  const filters = withArgument ? { ...list.extraFilters, organizationId: org } : list.extraFilters;
  const name = `Generated${list.field[0]?.toUpperCase()}${list.field.slice(1)}`;
  return {
    id: `${list.key}/${slug(subset.name)}/${mode}`,
    list: list.field,
    label: `${subset.name}; ${MODE_LABELS[mode]}`,
    mode,
    plain: list.key,
    request: {
      query: `query ${name}($filters: ${list.filtersType}, $pagination: PaginationInput) {
  ${list.field}(filters: $filters, pagination: $pagination) { total items { ${subset.grantflow} } } }`,
      variables: { filters, pagination: { page: 1, pageSize: list.pageSize, ...list.pagination } },
    },
    postgraphile: {
      query: `{ ${list.pgField}(first: ${list.pageSize}, orderBy: ${list.pgOrder}) { totalCount nodes { ${subset.postgraphile} } } }`,
      variables: {},
    },
    pagePath: [list.field],
    pgPath: [list.pgField],
    pgOrdered: true,
  };
}

const PAGE_20 = '{ page: 1, pageSize: 20 }';

function nestedDocuments(context: GeneratedContext): GeneratedDocument[] {
  const org = String(context.organizationId);
  const funder = String(context.funderId);
  const orgFunders = (mode: OrgMode): GeneratedDocument => ({
    id: `organization-funders/id-name/${mode}`,
    list: 'getOrganization { funders }',
    label: `funders(pagination) { total items { id name } }; ${MODE_LABELS[mode]}`,
    mode,
    plain: 'organization-funders',
    request: {
      query: `query GeneratedOrganizationFunders($id: ID!) {
  getOrganization(id: $id) { id funders(pagination: ${PAGE_20}) { total items { id name } } } }`,
      variables: { id: org },
    },
    postgraphile: {
      query: `{ allFunders(first: 20, orderBy: [NAME_ASC, PRIMARY_KEY_ASC]) { totalCount nodes { rowId name } } }`,
      variables: {},
    },
    pagePath: ['getOrganization', 'funders'],
    pgPath: ['allFunders'],
    pgOrdered: true,
  });
  const funderGrants = (mode: OrgMode): GeneratedDocument => ({
    id: `funder-grants/with-applications/${mode}`,
    list: 'getFunder { grants { applications } }',
    label: `grants(pagination) { items { frequency applications(5) { id deadline status } } }; ${MODE_LABELS[mode]}`,
    mode,
    plain: 'funder-grants',
    request: {
      query: `query GeneratedFunderGrants($id: ID!) {
  getFunder(id: $id) { id grants(pagination: ${PAGE_20}) { total items { id frequency
    applications(pagination: { page: 1, pageSize: 5 }) { total items { id deadline status } } } } } }`,
      variables: { id: funder },
    },
    // Amber orders by the grant's own columns only (Grantflow: by program name, then id): another first page
    // of as many rows, compared by total and row count.
    postgraphile: {
      query: `{ allGrants(first: 20, condition: { funderId: ${Number(funder)} }, orderBy: PRIMARY_KEY_ASC) {
  totalCount nodes { rowId frequency applicationsByOrganizationIdAndGrantId(first: 5,
    orderBy: [DEADLINE_ASC, PRIMARY_KEY_ASC]) { totalCount nodes { rowId deadline status } } } } }`,
      variables: {},
    },
    pagePath: ['getFunder', 'grants'],
    pgPath: ['allGrants'],
    pgOrdered: false,
  });
  const funderAwards = (mode: OrgMode): GeneratedDocument => ({
    id: `funder-awards/id-deadline-status/${mode}`,
    list: 'getFunder { awards }',
    label: `awards(pagination) { total items { id deadline status } }; ${MODE_LABELS[mode]}`,
    mode,
    plain: 'funder-awards',
    request: {
      query: `query GeneratedFunderAwards($id: ID!) {
  getFunder(id: $id) { id awards(pagination: ${PAGE_20}) { total items { id deadline status } } } }`,
      variables: { id: funder },
    },
    // Latest award first is coalesce(received, fiscal date, deadline); Amber orders by one column.
    postgraphile: {
      query: `{ allApplications(first: 20, condition: { funderId: ${Number(funder)}, status: AWARDED },
  orderBy: [RECEIVEMENT_DATE_DESC, PRIMARY_KEY_DESC]) { totalCount nodes { rowId deadline status } } }`,
      variables: {},
    },
    pagePath: ['getFunder', 'awards'],
    pgPath: ['allApplications'],
    pgOrdered: false,
  });
  // getOrganization names its organisation by its id (the argument); getFunder by the effective one.
  return [
    orgFunders('argument'),
    orgFunders('both'),
    orgFunders('user'),
    funderGrants('header'),
    funderGrants('user'),
    funderAwards('header'),
  ];
}

/** Every generated document for the measured organisation. */
export function generatedDocuments(context: GeneratedContext): GeneratedDocument[] {
  const org = String(context.organizationId);
  const lists = LISTS.flatMap((list) =>
    list.subsets.flatMap((subset) => {
      const modes: OrgMode[] =
        subset.name === list.modesOf ? ['both', 'argument', 'header', 'user'] : ['both'];
      return modes.map((mode) => listDocument(list, subset, mode, org));
    }),
  );
  return [...lists, ...nestedDocuments(context)];
}

/** The value at `path` of a response's data (undefined when a step is missing). */
export function valueAt(data: unknown, path: readonly string[]): unknown {
  let value = data;
  for (const step of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}
