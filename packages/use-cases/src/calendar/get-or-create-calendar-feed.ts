import { withTenant } from '@grantflow/db/client';
import { ensureFeedToken } from '@grantflow/db/repositories/calendar';
import { type CalendarFeedOptions, type IssuedCalendarFeed, issued } from './calendar-feed-options.ts';

export interface GetOrCreateCalendarFeedOptions extends CalendarFeedOptions {
  /** An ADMIN's pick for a new combined feed; an existing feed keeps the organisations it was created with. */
  organizationIds?: readonly number[] | null;
}

/**
 * The caller's active feed, created when there is none. The calendarFeed and combinedCalendarFeed queries
 * call this, so reading the feed URL is the one read that may write: the page shows a URL on its first
 * visit without a separate step, and asking again returns the same URL (the creation is idempotent, one
 * active feed per user, organisation and kind), so the query still answers like a read.
 */
export function getOrCreateCalendarFeed(
  options: GetOrCreateCalendarFeedOptions,
): Promise<IssuedCalendarFeed> {
  const { db, authSecret, organizationId, userId } = options;
  return withTenant(db, organizationId, async (tx) =>
    issued(
      authSecret,
      await ensureFeedToken(
        tx,
        authSecret,
        organizationId,
        userId,
        options.coversAll ?? false,
        options.organizationIds ?? null,
      ),
    ),
  );
}
