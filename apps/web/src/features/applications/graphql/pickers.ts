import { graphql } from '../../../graphql/graphql.ts';

// The create-grant pickers read every funder and program of the organisation (printable page size).
export const GrantPickersQuery = graphql(`
  query GrantPickers($organizationId: ID, $pagination: PaginationInput) {
    listFunders(filters: { organizationId: $organizationId }, pagination: $pagination) {
      items {
        id
        name
      }
    }
    listPrograms(organizationId: $organizationId) {
      id
      name
    }
  }
`);
