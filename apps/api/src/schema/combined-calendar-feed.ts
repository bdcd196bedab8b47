import { resolveCombinedOrganizations } from '@grantflow/auth/combined-organizations';
import { assertAuthorized } from '@grantflow/auth/effective-organization';
import type { AuthUser } from '@grantflow/auth/user';
import type { CalendarFeedOptions } from '@grantflow/use-cases/calendar/calendar-feed-options';
import { getOrCreateCalendarFeed } from '@grantflow/use-cases/calendar/get-or-create-calendar-feed';
import { regenerateCalendarFeed } from '@grantflow/use-cases/calendar/regenerate-calendar-feed';
import { revokeCalendarFeed } from '@grantflow/use-cases/calendar/revoke-calendar-feed';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { CalendarFeedRef, feedOf } from './calendar.ts';

// The private iCalendar feed of "All my organisations": one URL per user covering every
// organisation combinedDeadlines would give them, resolved when the feed is fetched. The token row lives
// in the caller's own organisation (their own tenant transaction); revocable like the per-organisation feed.
// An ADMIN's "Several organisations" feed keeps the organisations picked when its URL is created.

const COVERS_ALL = true;

function ownFeed(ctx: Context): CalendarFeedOptions {
  const user: AuthUser = ctx.requireUser();
  assertAuthorized(user);
  return {
    db: ctx.db,
    authSecret: ctx.authSecret,
    organizationId: user.organizationId,
    userId: user.id,
    coversAll: COVERS_ALL,
  };
}

/**
 * What an ADMIN's new feed keeps: their pick, checked like combinedDeadlines' (at most 20, each existing).
 * Other roles' feeds follow their role's organisations at each fetch, so their pick is checked alike (an id
 * outside their set is refused, nothing probed) but not stored.
 */
async function pickedOrganizationIds(
  ctx: Context,
  requested: readonly (string | number)[] | null | undefined,
): Promise<number[] | null> {
  if (!requested?.length) return null;
  const user = ctx.requireUser();
  const organizations = await resolveCombinedOrganizations(ctx.db, user, requested);
  return user.role === 'ADMIN' ? organizations.map((organization) => organization.id) : null;
}

const PICK_DESCRIPTION =
  "An ADMIN's organisations for a new feed (at most 20, as combinedDeadlines); without it, their own.";

builder.queryField('combinedCalendarFeed', (t) =>
  t.field({
    type: CalendarFeedRef,
    nullable: false,
    description:
      "The caller's feed of all their organisations' deadlines, created on first call (an existing feed " +
      'keeps the organisations it was created with).',
    args: { organizationIds: t.arg.idList({ required: false, description: PICK_DESCRIPTION }) },
    resolve: async (_root, args, ctx) => {
      const picked = await pickedOrganizationIds(ctx, args.organizationIds);
      return feedOf(ctx, await getOrCreateCalendarFeed({ ...ownFeed(ctx), organizationIds: picked }));
    },
  }),
);

builder.mutationField('regenerateCombinedCalendarFeed', (t) =>
  t.field({
    type: CalendarFeedRef,
    nullable: false,
    description:
      'Revokes the current all-organisations feed URL (404 from now on) and returns a new one; an ADMIN ' +
      'passes the organisations it covers.',
    args: { organizationIds: t.arg.idList({ required: false, description: PICK_DESCRIPTION }) },
    resolve: async (_root, args, ctx) => {
      const picked = await pickedOrganizationIds(ctx, args.organizationIds);
      return feedOf(ctx, await regenerateCalendarFeed({ ...ownFeed(ctx), organizationIds: picked }));
    },
  }),
);

builder.mutationField('revokeCombinedCalendarFeed', (t) =>
  t.boolean({
    nullable: false,
    description: 'Revokes the all-organisations feed URL; false when there was none.',
    resolve: (_root, _args, ctx) => revokeCalendarFeed(ownFeed(ctx)),
  }),
);
