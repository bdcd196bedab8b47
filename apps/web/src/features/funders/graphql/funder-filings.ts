import { graphql, type ResultOf } from '../../../graphql/graphql.ts';

export const FunderFilingsQuery = graphql(`
  query FunderFilings($id: ID!) {
    getFunder(id: $id) {
      id
      name
      ein
      filings {
        year
        formType
        revenue
        assets
        grantsPaid
        sourceUrl
        fetchedAt
      }
    }
  }
`);

export type FunderFilingsData = ResultOf<typeof FunderFilingsQuery>['getFunder'];
export type FunderFilingRow = FunderFilingsData['filings'][number];

export const FindFunderFilingsQuery = graphql(`
  query FindFunderFilings($funderId: ID!, $search: String) {
    findFunderFilings(funderId: $funderId, search: $search) {
      ein
      name
      city
      state
    }
  }
`);

export type FilingCandidateRow = ResultOf<typeof FindFunderFilingsQuery>['findFunderFilings'][number];

export const ConfirmFunderEinMutation = graphql(`
  mutation ConfirmFunderEin($funderId: ID!, $ein: String!) {
    confirmFunderEin(funderId: $funderId, ein: $ein) {
      id
      ein
      filings {
        year
        formType
        revenue
        assets
        grantsPaid
        sourceUrl
        fetchedAt
      }
    }
  }
`);
