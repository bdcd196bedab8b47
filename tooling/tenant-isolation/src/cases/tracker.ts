import type { Fixture, IsolationCase } from '../case.ts';

// The tracker (funders, programs, grants, applications, reports, previous awards): every operation called with
// organisation A's real ids and a payload that would succeed for A's own staff.

const APPLICATION_FIELDS =
  'id status displayStatus deadline reports { id } grant { id program { id name } funder { id name lastAward { amountAwarded } } }';
const FUNDER_FIELDS = 'id name email isPaused totalAwardAmount lastAward { amountAwarded receivementDate }';
const org = (fx: Fixture) => String(fx.orgA.id);
const id = (value: number) => String(value);

const graphql = (
  operation: string,
  query: string,
  variables: (fx: Fixture) => Record<string, unknown>,
): IsolationCase => ({ kind: 'graphql', operation, request: (fx) => ({ query, variables: variables(fx) }) });

export const cases: IsolationCase[] = [
  graphql(
    'listFunders',
    `query ($filters: FunderFilters) { listFunders(filters: $filters) { total items { ${FUNDER_FIELDS} } } }`,
    (fx) => ({ filters: { organizationId: org(fx) } }),
  ),
  graphql('getFunder', `query ($id: ID!) { getFunder(id: $id) { ${FUNDER_FIELDS} } }`, (fx) => ({
    id: id(fx.orgA.funderId),
  })),
  graphql(
    'GetFunderProfile',
    `query ($id: ID!) { GetFunderProfile(id: $id) { id funder { ${FUNDER_FIELDS} } previousGrants { ${APPLICATION_FIELDS} } nextGrants { id } totalAwardAmount } }`,
    (fx) => ({ id: id(fx.orgA.funderId) }),
  ),
  graphql(
    'createFunder',
    'mutation ($params: FunderCreateParams!) { createFunder(params: $params) { id name } }',
    (fx) => ({ params: { name: 'Isolation Probe Funder', type: 'FOUNDATION', organizationId: org(fx) } }),
  ),
  graphql(
    'updateFunder',
    'mutation ($id: ID!, $params: FunderUpdateParams!) { updateFunder(id: $id, params: $params) { id isPaused } }',
    (fx) => ({ id: id(fx.orgA.funderId), params: { isPaused: true, notes: 'probe' } }),
  ),
  graphql('deleteFunder', 'mutation ($id: ID!) { deleteFunder(id: $id) }', (fx) => ({
    id: id(fx.orgA.funderId),
  })),
  graphql(
    'listPrograms',
    'query ($organizationId: ID, $fiscalYear: Int) { listPrograms(organizationId: $organizationId, fiscalYear: $fiscalYear) { id name yearlyGoal achievedAmount missingAmount } }',
    (fx) => ({ organizationId: org(fx), fiscalYear: 2025 }),
  ),
  graphql(
    'createProgram',
    'mutation ($organizationId: ID) { createProgram(name: "Isolation Probe Program", yearlyGoal: 1000, organizationId: $organizationId) { id name } }',
    (fx) => ({ organizationId: org(fx) }),
  ),
  graphql(
    'updateProgram',
    'mutation ($id: ID!) { updateProgram(id: $id, params: { name: "Renamed By Probe" }) { id name } }',
    (fx) => ({ id: id(fx.orgA.programId) }),
  ),
  graphql(
    'updateProgramYearlyGoal',
    'mutation ($id: ID!) { updateProgramYearlyGoal(id: $id, goal: 1, year: 2025, singleYear: false) { id yearlyGoal } }',
    (fx) => ({ id: id(fx.orgA.programId) }),
  ),
  graphql('deleteProgram', 'mutation ($id: ID!) { deleteProgram(id: $id) }', (fx) => ({
    id: id(fx.orgA.programId),
  })),
  graphql(
    'createGrant',
    `mutation ($funderId: ID, $programId: ID, $application: GrantApplicationInput) {
      createGrant(funderId: $funderId, programId: $programId, frequency: RECURRING, recurrenceCount: 2, application: $application) {
        grant { id } applications { id }
      }
    }`,
    (fx) => ({
      funderId: id(fx.orgA.funderId),
      programId: id(fx.orgA.programId),
      application: {
        deadline: '2027-01-01',
        deadlineType: 'REQUIRED',
        notApply: true,
        reports: [{ urgency: 'REQUIRED', deadline: '2027-06-01' }],
      },
    }),
  ),
  graphql('deleteGrant', 'mutation ($id: ID!) { deleteGrant(id: $id) }', (fx) => ({
    id: id(fx.orgA.grantId),
  })),
  graphql(
    'getApplication',
    `query ($id: ID!) { getApplication(id: $id) { ${APPLICATION_FIELDS} } }`,
    (fx) => ({
      id: id(fx.orgA.applicationId),
    }),
  ),
  graphql(
    'listApplications',
    `query ($filters: ApplicationFilters) { listApplications(filters: $filters, pagination: { pageSize: 100 }) { total items { ${APPLICATION_FIELDS} } } }`,
    (fx) => ({ filters: { organizationId: org(fx) } }),
  ),
  graphql(
    'updateApplication',
    'mutation ($id: ID!, $params: ApplicationUpdateParams!) { updateApplication(id: $id, params: $params) { id organizationId } }',
    (fx) => ({
      id: id(fx.orgA.applicationId),
      params: {
        deadline: '2026-03-01',
        deadlineType: 'REQUIRED',
        programId: id(fx.orgA.programId),
        ineligibleReason: 'Probe says ineligible',
      },
    }),
  ),
  graphql('deleteApplication', 'mutation ($id: ID!) { deleteApplication(id: $id) }', (fx) => ({
    id: id(fx.orgA.applicationId),
  })),
  graphql(
    'listReports',
    'query ($filters: ReportFilters) { listReports(filters: $filters, pagination: { pageSize: 100 }) { total items { id deadline grantApplication { id grant { funder { name } } } } } }',
    (fx) => ({ filters: { organizationId: org(fx) } }),
  ),
  graphql(
    'getReport',
    'query ($id: ID!) { getReport(id: $id) { id deadline description grantApplication { id } } }',
    (fx) => ({ id: id(fx.orgA.reportId) }),
  ),
  graphql(
    'updateReport',
    'mutation ($id: ID!, $params: ReportUpdateParams!) { updateReport(id: $id, params: $params) { id submitted } }',
    (fx) => ({
      id: id(fx.orgA.reportId),
      params: { deadline: '2026-01-01', submitted: true, submissionDate: '2025-12-01', description: 'probe' },
    }),
  ),
  graphql(
    'createPreviousAward',
    `mutation ($funderId: ID, $programId: ID) {
      createPreviousAward(amountAwarded: 1000, awardedDate: "2024-02-01", funderId: $funderId, programId: $programId, submissionDate: "2024-01-01") { id }
    }`,
    (fx) => ({ funderId: id(fx.orgA.funderId), programId: id(fx.orgA.programId) }),
  ),
  {
    kind: 'rest',
    service: 'rest',
    method: 'POST',
    url: () => '/program/name',
    body: (fx) => ({ id: fx.orgA.programId, name: 'Renamed By Probe' }),
  },
];
