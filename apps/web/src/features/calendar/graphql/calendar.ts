import { graphql, type ResultOf } from '../../../graphql/graphql.ts';

export const CalendarDeadlinesQuery = graphql(`
  query CalendarDeadlines($start: String!, $end: String!) {
    calendarDeadlines(start: $start, end: $end) {
      start
      end
      grantDeadlines {
        id
        deadline
        deadlineType
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

export type CalendarDeadlines = ResultOf<typeof CalendarDeadlinesQuery>['calendarDeadlines'];

// The feed query creates the caller's secret on first call, so the page asks for it only on demand.
export const CalendarFeedQuery = graphql(`
  query CalendarFeed {
    calendarFeed {
      path
      createdAt
    }
  }
`);

export const RegenerateCalendarFeedMutation = graphql(`
  mutation RegenerateCalendarFeed {
    regenerateCalendarFeed {
      path
      createdAt
    }
  }
`);

export const RevokeCalendarFeedMutation = graphql(`
  mutation RevokeCalendarFeed {
    revokeCalendarFeed
  }
`);

export type CalendarFeed = ResultOf<typeof CalendarFeedQuery>['calendarFeed'];
