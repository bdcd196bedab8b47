import { graphql, type ResultOf } from '../../../graphql/graphql.ts';

export const ListFundersQuery = graphql(`
  query ListFunders($filters: FunderFilters, $pagination: PaginationInput, $sort: FunderSort) {
    listFunders(filters: $filters, pagination: $pagination, sort: $sort) {
      total
      items {
        id
        name
        email
        type
        website
        totalAwardAmount
        responsiveness {
          winRate
          medianResponseDays
        }
        filings {
          year
          revenue
          grantsPaid
        }
      }
    }
  }
`);

export type FunderRow = ResultOf<typeof ListFundersQuery>['listFunders']['items'][number];

export const CreateFunderMutation = graphql(`
  mutation CreateFunder($params: FunderCreateParams!) {
    createFunder(params: $params) {
      id
    }
  }
`);

export const UpdateFunderMutation = graphql(`
  mutation UpdateFunder($id: ID!, $params: FunderUpdateParams!) {
    updateFunder(id: $id, params: $params) {
      id
      isPaused
    }
  }
`);

export const DeleteFunderMutation = graphql(`
  mutation DeleteFunder($id: ID!) {
    deleteFunder(id: $id)
  }
`);
