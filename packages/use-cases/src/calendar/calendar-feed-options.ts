import type { Db } from '@grantflow/db/client';
import { type FeedTokenRow, feedSlug } from '@grantflow/db/repositories/calendar';

/** Whose feed: the caller in the organisation the token row lives in. */
export interface CalendarFeedOptions {
  db: Db;
  /** Derives the feed's secret from its row (only a hash of the secret is stored). */
  authSecret: string;
  /** The feed's organisation; a combined feed lives in the caller's own organisation. */
  organizationId: number;
  userId: number;
  /** The combined feed ("All my organisations") rather than one organisation's. */
  coversAll?: boolean;
}

/** A feed's row with the slug of its URL (`/calendar/{slug}.ics`). */
export interface IssuedCalendarFeed extends FeedTokenRow {
  slug: string;
}

export const issued = (authSecret: string, row: FeedTokenRow): IssuedCalendarFeed => ({
  ...row,
  slug: feedSlug(authSecret, row),
});
