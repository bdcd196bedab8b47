import { graphql, type ResultOf } from '../../../graphql/graphql.ts';

// The organisation is the effective one (X-Organization-Id from lib/urql.ts), so no organizationId here.
export const DeadlinesQuery = graphql(`
  query Deadlines($days: Int) {
    deadlines(days: $days) {
      start
      end
      grantDeadlines {
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
      reportDeadlines {
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
`);

export type DeadlinesResult = ResultOf<typeof DeadlinesQuery>['deadlines'];
export type GrantDeadlineRow = DeadlinesResult['grantDeadlines'][number];
export type ReportDeadlineRow = DeadlinesResult['reportDeadlines'][number];
