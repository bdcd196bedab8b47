import type { IsolationCase } from '../case.ts';

// Find grants (docs/product.md, Find grants): the opportunities copy is shared and read-only, so a caller
// of another organisation may read it, and dismiss or track an opportunity, but only in their own
// organisation; naming A (organizationId or X-Organization-Id) is refused, and A's dismissals and tracked
// links (in the fingerprint) never change. syncOpportunities is ADMIN only (the matrix has no admin).

const SHARED =
  "the shared opportunities copy, with the caller's own organisation's dismissal and tracked application";

const FIELDS =
  'id title number agency status closeDate awardCeiling awardFloor matchReasons tracked dismissed';

const opportunity = (operation: string, kind: 'query' | 'mutation'): IsolationCase => ({
  kind: 'graphql',
  operation,
  callerScoped: SHARED,
  request: (fx) => ({
    query: `${kind} ($id: ID!) { ${operation}(id: $id) { ${FIELDS} } }`,
    variables: { id: String(fx.orgA.opportunityId) },
  }),
});

export const cases: IsolationCase[] = [
  {
    kind: 'graphql',
    operation: 'searchOpportunities',
    callerScoped: SHARED,
    request: () => ({
      query: `query ($search: String) { searchOpportunities(search: $search) { total items { ${FIELDS} } } }`,
      variables: { search: 'fictional isolation' },
    }),
  },
  opportunity('getOpportunity', 'query'),
  opportunity('dismissOpportunity', 'mutation'),
  opportunity('restoreOpportunity', 'mutation'),
  {
    kind: 'graphql',
    operation: 'trackOpportunity',
    callerScoped: `${SHARED}: tracking creates the funder, grant and application in the caller's organisation`,
    request: (fx) => ({
      query: 'mutation ($id: ID!) { trackOpportunity(id: $id) { id deadline } }',
      variables: { id: String(fx.orgA.opportunityId) },
    }),
  },
  {
    kind: 'graphql',
    operation: 'syncOpportunities',
    request: () => ({ query: 'mutation { syncOpportunities }' }),
  },
];
