import { assertAuthorized } from '@grantflow/auth/effective-organization';
import { withTenant } from '@grantflow/db/client';
import { createFeedToken, ensureFeedToken, revokeFeedTokens } from '@grantflow/db/repositories/calendar';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { CalendarFeedRef, feedOf } from './calendar.ts';

// The private iCalendar feed of "All my organisations" (issue 14 item 3): one URL per user covering every
// organisation combinedDeadlines would give them, resolved when the feed is fetched. The token row lives
// in the caller's own organisation (their own tenant transaction); revocable like the per-organisation feed.

const COVERS_ALL = true;

function ownTenant<T>(ctx: Context, fn: Parameters<typeof withTenant<T>>[2]): Promise<T> {
  const user = ctx.requireUser();
  assertAuthorized(user);
  return withTenant(ctx.db, user.organizationId, fn);
}

builder.queryField('combinedCalendarFeed', (t) =>
  t.field({
    type: CalendarFeedRef,
    nullable: false,
    description: "The caller's feed of all their organisations' deadlines, created on first call.",
    resolve: (_root, _args, ctx) =>
      ownTenant(ctx, async (tx) => {
        const user = ctx.requireUser();
        return feedOf(
          ctx,
          await ensureFeedToken(tx, ctx.authSecret, user.organizationId, user.id, COVERS_ALL),
        );
      }),
  }),
);

builder.mutationField('regenerateCombinedCalendarFeed', (t) =>
  t.field({
    type: CalendarFeedRef,
    nullable: false,
    description: 'Revokes the current all-organisations feed URL (404 from now on) and returns a new one.',
    resolve: (_root, _args, ctx) =>
      ownTenant(ctx, async (tx) => {
        const user = ctx.requireUser();
        await revokeFeedTokens(tx, user.organizationId, user.id, COVERS_ALL);
        return feedOf(
          ctx,
          await createFeedToken(tx, ctx.authSecret, user.organizationId, user.id, COVERS_ALL),
        );
      }),
  }),
);

builder.mutationField('revokeCombinedCalendarFeed', (t) =>
  t.boolean({
    nullable: false,
    description: 'Revokes the all-organisations feed URL; false when there was none.',
    resolve: (_root, _args, ctx) =>
      ownTenant(ctx, async (tx) => {
        const user = ctx.requireUser();
        return (await revokeFeedTokens(tx, user.organizationId, user.id, COVERS_ALL)) > 0;
      }),
  }),
);
