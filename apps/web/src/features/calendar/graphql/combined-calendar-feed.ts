import { graphql } from '../../../graphql/graphql.ts';
import type { FeedOperations } from './calendar.ts';

// The one private feed of "All my organisations", aliased like the organisation's own feed
// so the calendar's SubscribePanel serves both. An ADMIN creates it with their picked organisations.
const CombinedCalendarFeedQuery = graphql(`
  query CombinedCalendarFeed($organizationIds: [ID!]) {
    feed: combinedCalendarFeed(organizationIds: $organizationIds) {
      path
      createdAt
      organizationIds
    }
  }
`);

const RegenerateCombinedCalendarFeedMutation = graphql(`
  mutation RegenerateCombinedCalendarFeed($organizationIds: [ID!]) {
    feed: regenerateCombinedCalendarFeed(organizationIds: $organizationIds) {
      path
      createdAt
      organizationIds
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
