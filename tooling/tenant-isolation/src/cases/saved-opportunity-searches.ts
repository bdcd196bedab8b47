import type { IsolationCase } from '../case.ts';

// Saved searches (docs/product.md, Saved searches): each user's own, in the organisation they act for.
// Callers of other organisations may save and list their own (never A's user's, whose name is a marker),
// and cannot delete, pause or resume the saved search of A's user; A's rows (in the fingerprint) never change.

const FIELDS = 'id name search filters { status closeFrom closeTo agency } paused createdAt lastDigestAt';

const byId = (operation: string, selection: string): IsolationCase => ({
  kind: 'graphql',
  operation,
  name: `${operation} (the saved search of A's user)`,
  request: (fx) => ({
    query: `mutation ($id: ID!) { ${operation}(id: $id)${selection} }`,
    variables: { id: String(fx.orgA.savedSearchId) },
  }),
});

export const cases: IsolationCase[] = [
  {
    kind: 'graphql',
    operation: 'listSavedOpportunitySearches',
    callerScoped: "lists the caller's own saved searches in their own organisation; takes no ids",
    request: () => ({ query: `{ listSavedOpportunitySearches { ${FIELDS} } }` }),
  },
  {
    kind: 'graphql',
    operation: 'saveOpportunitySearch',
    callerScoped: "saves a search for the caller in the caller's own organisation; takes no ids",
    request: () => ({
      query: `mutation { saveOpportunitySearch(params: { name: "Isolation probe", search: "literacy",
        filters: { status: posted } }) { ${FIELDS} } }`,
    }),
  },
  byId('deleteSavedOpportunitySearch', ''),
  byId('pauseSavedOpportunitySearch', ` { ${FIELDS} }`),
  byId('resumeSavedOpportunitySearch', ` { ${FIELDS} }`),
];
