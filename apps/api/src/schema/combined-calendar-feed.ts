import { resolveCombinedOrganizations } from '@grantflow/auth/combined-organizations';
import type { AuthUser } from '@grantflow/auth/user';
import type { CalendarFeedOptions } from '@grantflow/use-cases/calendar/calendar-feed-options';
import { getOrCreateCalendarFeed } from '@grantflow/use-cases/calendar/get-or-create-calendar-feed';
import { regenerateCalendarFeed } from '@grantflow/use-cases/calendar/regenerate-calendar-feed';
import { revokeCalendarFeed } from '@grantflow/use-cases/calendar/revoke-calendar-feed';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { signedInMutation } from '../operations/signed-in-mutation.ts';
import { signedInQuery } from '../operations/signed-in-query.ts';
import { CalendarFeedRef, feedOf } from './calendar.ts';

// The private iCalendar feed of "All my organisations": one URL per user covering every
// organisation combinedDeadlines would give them, resolved when the feed is fetched. The token row lives
// in the caller's own organisation (their own tenant transaction); revocable like the per-organisation feed.
// An ADMIN's "Several organisations" feed keeps the organisations picked when its URL is created.

const COVERS_ALL = true;

/** The signed-in caller's combined feed (the wrappers checked that they are authorized). */
function ownFeed(db: Context['db'], user: AuthUser, ctx: Context): CalendarFeedOptions {
  return {
    db,
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
  db: Context['db'],
  user: AuthUser,
  requested: readonly (string | number)[] | null | undefined,
): Promise<number[] | null> {
  if (!requested?.length) return null;
  const organizations = await resolveCombinedOrganizations(db, user, requested);
  return user.role === 'ADMIN' ? organizations.map((organization) => organization.id) : null;
}

/** The caller's combined feed with the organisations a new URL would keep. */
async function pickedFeed(
  call: { db: Context['db']; user: AuthUser; ctx: Context },
  requested: readonly (string | number)[] | null | undefined,
): Promise<CalendarFeedOptions & { organizationIds: number[] | null }> {
  const picked = await pickedOrganizationIds(call.db, call.user, requested);
  return { ...ownFeed(call.db, call.user, call.ctx), organizationIds: picked };
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
    resolve: signedInQuery({
      read: async (call) =>
        feedOf(call.ctx, await getOrCreateCalendarFeed(await pickedFeed(call, call.args.organizationIds))),
    }),
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
    resolve: signedInMutation('regenerateCombinedCalendarFeed', {
      // Checked as combinedDeadlines checks them: an id outside the caller's set answers as not found.
      resolverArguments: ['organizationIds'],
      run: async (call) =>
        feedOf(call.ctx, await regenerateCalendarFeed(await pickedFeed(call, call.args.organizationIds))),
    }),
  }),
);

builder.mutationField('revokeCombinedCalendarFeed', (t) =>
  t.boolean({
    nullable: false,
    description: 'Revokes the all-organisations feed URL; false when there was none.',
    resolve: signedInMutation('revokeCombinedCalendarFeed', {
      run: ({ db, user, ctx }) => revokeCalendarFeed(ownFeed(db, user, ctx)),
    }),
  }),
);
