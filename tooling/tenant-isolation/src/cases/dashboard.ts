import type { IsolationCase } from '../case.ts';

// Dashboard, largest funders, deadlines, calendar and reminders. Every operation names
// organisation A explicitly; the caller may not act for A, so each must be refused.

const orgA = (fx: { orgA: { id: number } }) => String(fx.orgA.id);

/** A well-formed feed name for A with a secret nobody was given (43 base64url characters). */
const guessedFeed = (fx: { orgA: { id: number } }) =>
  `/calendar/${fx.orgA.id}-${'Zm9yZ2VkLXRva2Vu'.padEnd(43, 'A')}.ics`;

export const cases: IsolationCase[] = [
  {
    kind: 'graphql',
    operation: 'getOrganization',
    request: (fx) => ({
      query: `query ($id: ID!) { getOrganization(id: $id, params: { organizationId: $id }) {
        id name firstFiscalYear oldestAward
        awardsByYear { year awarded awardedCount pending requested total }
        funderTypesCount { foundation corporate government other }
        yearlyGoal { year goal }
        currentYearGoal { overall { achieved goal missing achievedRate } programs { id name achievedAmount } }
        largestFunders { overall { funder { id name } totalAwardAmount } programs { program { name } funders { funder { name } awardedAmount } } }
      } }`,
      variables: { id: orgA(fx) },
    }),
  },
  {
    kind: 'graphql',
    operation: 'getLargestFunders',
    request: (fx) => ({
      query: `query ($org: ID!) { getLargestFunders(organizationId: $org) {
        overall { funder { id name } totalAwardAmount } programs { program { id name } funders { funder { name } awardedAmount } } } }`,
      variables: { org: orgA(fx) },
    }),
  },
  {
    kind: 'graphql',
    operation: 'dashboardApplications',
    request: (fx) => ({
      query: `query ($org: ID!) { dashboardApplications(organizationId: $org, kind: AWARDED) {
        id amount date funder { name } program { name } } }`,
      variables: { org: orgA(fx) },
    }),
  },
  {
    kind: 'graphql',
    operation: 'deadlines',
    request: (fx) => ({
      query: `query ($org: ID!) { deadlines(organizationId: $org, days: 365) {
        grantDeadlines { id deadline funder { name } program { name } } reportDeadlines { id deadline funder { name } } } }`,
      variables: { org: orgA(fx) },
    }),
  },
  {
    kind: 'graphql',
    operation: 'calendarDeadlines',
    request: (fx) => ({
      query: `query ($org: ID!) { calendarDeadlines(organizationId: $org, start: "2000-01-01", end: "2001-01-31") {
        grantDeadlines { id funder { name } } reportDeadlines { id funder { name } } } }`,
      variables: { org: orgA(fx) },
    }),
  },
  {
    kind: 'graphql',
    operation: 'calendarFeed',
    request: (fx) => ({
      query: 'query ($org: ID!) { calendarFeed(organizationId: $org) { url path } }',
      variables: { org: orgA(fx) },
    }),
  },
  {
    kind: 'graphql',
    operation: 'regenerateCalendarFeed',
    request: (fx) => ({
      query: 'mutation ($org: ID!) { regenerateCalendarFeed(organizationId: $org) { url } }',
      variables: { org: orgA(fx) },
    }),
  },
  {
    kind: 'graphql',
    operation: 'revokeCalendarFeed',
    request: (fx) => ({
      query: 'mutation ($org: ID!) { revokeCalendarFeed(organizationId: $org) }',
      variables: { org: orgA(fx) },
    }),
  },
  {
    kind: 'graphql',
    operation: 'updateReminderPreference',
    callerScoped: "changes the caller's own reminder setting only; takes no ids",
    request: () => ({ query: 'mutation { updateReminderPreference(enabled: false) }' }),
  },
  {
    kind: 'rest',
    service: 'rest',
    method: 'GET',
    url: (fx) => `/export/deadlines.xlsx?days=365&tables=grants,reports&organizationId=${fx.orgA.id}`,
  },
  {
    kind: 'rest',
    service: 'rest',
    method: 'GET',
    name: "rest GET /calendar/{A}-{guessed secret}.ics (a guess at A's feed)",
    // Not marked public although calendar clients call it anonymously: the secret in the URL is the
    // credential, so every caller here (none holds A's secret) must get the refusal (404), not just no data.
    url: guessedFeed,
  },
];
