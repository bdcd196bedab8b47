import type { Fixture, IsolationCase } from '../case.ts';

// Renewals and funder responsiveness, with organisation A's real ids. A wrongly
// allowed renewApplication either creates A's next cycle (A's rows change) or answers CONFLICT (not a
// refusal): the suite fails both ways.

const FIGURES = 'submitted awarded declined didNotRespond pending winRate medianResponseDays totalAwarded';
const org = (fx: Fixture) => String(fx.orgA.id);

const graphql = (
  operation: string,
  query: string,
  variables: (fx: Fixture) => Record<string, unknown>,
  name?: string,
): IsolationCase => ({
  kind: 'graphql',
  operation,
  ...(name ? { name } : {}),
  request: (fx) => ({ query, variables: variables(fx) }),
});

export const cases: IsolationCase[] = [
  graphql(
    'listRenewals',
    `query ($organizationId: ID, $withinDays: Int) { listRenewals(organizationId: $organizationId, withinDays: $withinDays) {
      suggestedDeadline suggestedAmountRequested application { id deadline grant { funder { id name } } } } }`,
    (fx) => ({ organizationId: org(fx), withinDays: 3660 }),
  ),
  graphql(
    'renewApplication',
    'mutation ($id: ID!) { renewApplication(id: $id) { id deadline amountRequested grant { funder { id name } } } }',
    (fx) => ({ id: String(fx.orgA.applicationId) }),
  ),
  graphql(
    'GetFunderProfile',
    `query ($id: ID!) { GetFunderProfile(id: $id) { id responsiveness { ${FIGURES} }
      nextRenewal { suggestedDeadline application { id } } } }`,
    (fx) => ({ id: String(fx.orgA.funderId) }),
    'GetFunderProfile responsiveness and nextRenewal',
  ),
  graphql(
    'listFunders',
    `query ($filters: FunderFilters, $sort: FunderSort) { listFunders(filters: $filters, sort: $sort) {
      total items { id name responsiveness { ${FIGURES} } } } }`,
    (fx) => ({ filters: { organizationId: org(fx) }, sort: { field: 'WIN_RATE', direction: 'DESC' } }),
    'listFunders sorted by win rate, with responsiveness',
  ),
  graphql(
    'listFunderResponsiveness',
    `query ($organizationId: ID) { listFunderResponsiveness(organizationId: $organizationId) {
      funder { id name } responsiveness { ${FIGURES} } } }`,
    (fx) => ({ organizationId: org(fx) }),
  ),
];
