import { graphql } from '../../../graphql/graphql.ts';
import type { FeedOperations } from '../../calendar/graphql/calendar.ts';

// The one private feed of "All my organisations" (issue 14 item 3), aliased like the organisation's own feed
// so the calendar's SubscribePanel serves both.
const CombinedCalendarFeedQuery = graphql(`
  query CombinedCalendarFeed {
    feed: combinedCalendarFeed {
      path
      createdAt
    }
  }
`);

const RegenerateCombinedCalendarFeedMutation = graphql(`
  mutation RegenerateCombinedCalendarFeed {
    feed: regenerateCombinedCalendarFeed {
      path
      createdAt
    }
  }
`);

const RevokeCombinedCalendarFeedMutation = graphql(`
  mutation RevokeCombinedCalendarFeed {
    revoked: revokeCombinedCalendarFeed
  }
`);

export const combinedFeedOperations: FeedOperations = {
  show: CombinedCalendarFeedQuery,
  regenerate: RegenerateCombinedCalendarFeedMutation,
  revoke: RevokeCombinedCalendarFeedMutation,
};
