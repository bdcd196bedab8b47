import { withTenant } from '@grantflow/db/client';
import { createFeedToken, revokeFeedTokens } from '@grantflow/db/repositories/calendar';
import { type CalendarFeedOptions, type IssuedCalendarFeed, issued } from './calendar-feed-options.ts';

export interface RegenerateCalendarFeedOptions extends CalendarFeedOptions {
  /** An ADMIN's pick for the new combined feed. */
  organizationIds?: readonly number[] | null;
}

/** Revokes the caller's current feed URL (it answers 404 from now on) and issues a new one. */
export function regenerateCalendarFeed(options: RegenerateCalendarFeedOptions): Promise<IssuedCalendarFeed> {
  const { db, authSecret, organizationId, userId } = options;
  const coversAll = options.coversAll ?? false;
  return withTenant(db, organizationId, async (tx) => {
    await revokeFeedTokens(tx, organizationId, userId, coversAll);
    return issued(
      authSecret,
      await createFeedToken(
        tx,
        authSecret,
        organizationId,
        userId,
        coversAll,
        options.organizationIds ?? null,
      ),
    );
  });
}
