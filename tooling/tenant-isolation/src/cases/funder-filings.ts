import type { Fixture, IsolationCase } from '../case.ts';

// Funder research (docs/product.md, Funder research): A's funder named by its real id. Refused before the
// provider is called; A's EIN and funder_filings rows (in the fingerprint) are neither read nor replaced.

const FILING_FIELDS = 'ein filings { year formType revenue assets grantsPaid sourceUrl fetchedAt }';
const funderOfA = (fx: Fixture) => String(fx.orgA.funderId);

export const cases: IsolationCase[] = [
  {
    kind: 'graphql',
    operation: 'findFunderFilings',
    request: (fx) => ({
      query:
        'query ($funderId: ID!) { findFunderFilings(funderId: $funderId, search: "Isolation") { ein name city state } }',
      variables: { funderId: funderOfA(fx) },
    }),
  },
  {
    kind: 'graphql',
    operation: 'confirmFunderEin',
    request: (fx) => ({
      query: `mutation ($funderId: ID!) { confirmFunderEin(funderId: $funderId, ein: "987654321") { id ${FILING_FIELDS} } }`,
      variables: { funderId: funderOfA(fx) },
    }),
  },
  {
    kind: 'graphql',
    operation: 'getFunder',
    name: 'getFunder with its EIN and 990 filings',
    request: (fx) => ({
      query: `query ($id: ID!) { getFunder(id: $id) { id ${FILING_FIELDS} } }`,
      variables: { id: funderOfA(fx) },
    }),
  },
];
