import type { TypedDocumentNode } from 'urql';
import {
  GrantDeadlineFieldsFragment,
  ReportDeadlineFieldsFragment,
} from '../../../graphql/deadline-fields.ts';
import { graphql, type ResultOf } from '../../../graphql/graphql.ts';

export const CalendarDeadlinesQuery = graphql(
  `
  query CalendarDeadlines($start: String!, $end: String!) {
    calendarDeadlines(start: $start, end: $end) {
      start
      end
      grantDeadlines {
        ...GrantDeadlineFields
      }
      reportDeadlines {
        ...ReportDeadlineFields
      }
    }
  }
`,
  [GrantDeadlineFieldsFragment, ReportDeadlineFieldsFragment],
);

export type CalendarDeadlines = ResultOf<typeof CalendarDeadlinesQuery>['calendarDeadlines'];

// The feed query creates the caller's secret on first call, so the page asks for it only on demand. The
// fields are aliased alike (`feed`, `revoked`) so the one SubscribePanel also serves the combined feed.
export const CalendarFeedQuery = graphql(`
  query CalendarFeed {
    feed: calendarFeed {
      path
      createdAt
    }
  }
`);

export const RegenerateCalendarFeedMutation = graphql(`
  mutation RegenerateCalendarFeed {
    feed: regenerateCalendarFeed {
      path
      createdAt
    }
  }
`);

export const RevokeCalendarFeedMutation = graphql(`
  mutation RevokeCalendarFeed {
    revoked: revokeCalendarFeed
  }
`);

/** A feed as the panel shows it; an ADMIN's combined feed also names the organisations it covers. */
export type CalendarFeed = ResultOf<typeof CalendarFeedQuery>['feed'] & {
  organizationIds?: readonly string[] | null;
};

/** What an ADMIN's combined feed is created with; the other feeds take no variables. */
export interface FeedVariables {
  organizationIds?: string[] | null;
}

/** The documents behind a SubscribePanel: show (creates on first ask), regenerate, revoke. */
export interface FeedOperations {
  show: TypedDocumentNode<{ feed: CalendarFeed }, FeedVariables>;
  regenerate: TypedDocumentNode<{ feed: CalendarFeed }, FeedVariables>;
  revoke: TypedDocumentNode<{ revoked: boolean }, FeedVariables>;
}

/** The acting organisation's own feed. */
export const organizationFeedOperations: FeedOperations = {
  show: CalendarFeedQuery,
  regenerate: RegenerateCalendarFeedMutation,
  revoke: RevokeCalendarFeedMutation,
};

// The open tasks due in the grid's days (docs/product.md, Tasks), shown beside the deadlines.
export const CalendarTasksQuery = graphql(`
  query CalendarTasks($filters: TaskFilters, $pagination: PaginationInput) {
    listTasks(filters: $filters, pagination: $pagination) {
      items {
        id
        title
        dueDate
        application {
          id
          funderId
        }
        funder {
          id
        }
      }
    }
  }
`);
