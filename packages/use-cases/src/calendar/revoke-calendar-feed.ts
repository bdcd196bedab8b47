import { withTenant } from '@grantflow/db/client';
import { revokeFeedTokens } from '@grantflow/db/repositories/calendar';
import type { CalendarFeedOptions } from './calendar-feed-options.ts';

/** Revokes the caller's feed URL; false when there was none. */
export async function revokeCalendarFeed(options: Omit<CalendarFeedOptions, 'authSecret'>): Promise<boolean> {
  const { db, organizationId, userId } = options;
  const revoked = await withTenant(db, organizationId, (tx) =>
    revokeFeedTokens(tx, organizationId, userId, options.coversAll ?? false),
  );
  return revoked > 0;
}
