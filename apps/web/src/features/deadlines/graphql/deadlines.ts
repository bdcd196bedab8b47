import {
  GrantDeadlineFieldsFragment,
  ReportDeadlineFieldsFragment,
} from '../../../graphql/deadline-fields.ts';
import { graphql, type ResultOf } from '../../../graphql/graphql.ts';

// The organisation is the effective one (X-Organization-Id from lib/urql.ts), so no organizationId here.
export const DeadlinesQuery = graphql(
  `
  query Deadlines($days: Int) {
    deadlines(days: $days) {
      start
      end
      grantDeadlines {
        ...GrantDeadlineFields
        status
        amountRequested
      }
      reportDeadlines {
        ...ReportDeadlineFields
      }
    }
  }
`,
  [GrantDeadlineFieldsFragment, ReportDeadlineFieldsFragment],
);

export type DeadlinesResult = ResultOf<typeof DeadlinesQuery>['deadlines'];
export type GrantDeadlineRow = DeadlinesResult['grantDeadlines'][number];
export type ReportDeadlineRow = DeadlinesResult['reportDeadlines'][number];
