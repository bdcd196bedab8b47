import { graphql, type ResultOf } from '../../../graphql/graphql.ts';

// "All my organisations": every organisation the caller may act for, each row labelled;
// an ADMIN names the organisations (organizationIds).
export const CombinedDeadlinesQuery = graphql(`
  query CombinedDeadlines($start: String!, $end: String!, $organizationIds: [ID!]) {
    combinedDeadlines(start: $start, end: $end, organizationIds: $organizationIds) {
      start
      end
      organizations {
        id
        name
      }
      grantDeadlines {
        organization {
          id
          name
        }
        deadline {
          id
          deadline
          deadlineType
          status
          amountRequested
          funder {
            id
            name
          }
          program {
            id
            name
          }
        }
      }
      reportDeadlines {
        organization {
          id
          name
        }
        deadline {
          id
          deadline
          urgency
          funder {
            id
            name
          }
          program {
            id
            name
          }
        }
      }
    }
  }
`);

export type CombinedDeadlines = ResultOf<typeof CombinedDeadlinesQuery>['combinedDeadlines'];
