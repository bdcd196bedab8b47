import type { AuthUser } from '@grantflow/auth/user';
import { withTenant } from '@grantflow/db/client';
import {
  createFeedToken,
  ensureFeedToken,
  type FeedTokenRow,
  feedSlug,
  revokeFeedTokens,
} from '@grantflow/db/repositories/calendar';
import { deadlinesBetween } from '@grantflow/db/repositories/deadlines';
import { findRemindersEnabled, setRemindersEnabled } from '@grantflow/db/repositories/users';
import { DomainError } from '@grantflow/domain/shared/errors';
import { publicBase } from '@grantflow/email/config';
import { calendarRangeArgsSchema } from '@grantflow/validation/deadlines';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { DeadlinesRef } from './deadlines.ts';
import { validateArgs } from './errors.ts';
import { inTenant } from './scope.ts';
import { UserRef } from './user.ts';

// The calendar page's data, the private iCalendar feed URL (served by apps/rest at /calendar/{slug}.ics)
// and the deadline-reminder preference (reminders are sent by apps/importer's reminders job).

interface CalendarFeed {
  path: string;
  url: string;
  createdAt: Date;
  organizationIds: number[] | null;
}

export const CalendarFeedRef = builder.objectRef<CalendarFeed>('CalendarFeed').implement({
  description:
    "The caller's secret iCalendar (RFC 5545) feed of this organisation's upcoming deadlines, for Google Calendar or Outlook.",
  fields: (t) => ({
    url: t.exposeString('url', { nullable: false, description: 'Absolute URL (PUBLIC_URL based).' }),
    path: t.exposeString('path', { nullable: false }),
    createdAt: t.string({ nullable: false, resolve: (feed) => feed.createdAt.toISOString() }),
    organizationIds: t.field({
      type: ['ID'],
      nullable: true,
      description:
        "An ADMIN's combined feed: the organisations picked when the URL was created (regenerate to change " +
        'them). Null for every other feed.',
      resolve: (feed) => feed.organizationIds?.map(String) ?? null,
    }),
  }),
});

export function feedOf(ctx: Context, row: FeedTokenRow): CalendarFeed {
  const path = `/calendar/${feedSlug(ctx.authSecret, row)}.ics`;
  return {
    path,
    url: `${publicBase(ctx.accounts.publicUrl)}${path}`,
    createdAt: row.createdAt,
    organizationIds: row.organizationIds,
  };
}

builder.queryField('calendarFeed', (t) =>
  t.field({
    type: CalendarFeedRef,
    nullable: false,
    description:
      "The caller's feed for the organisation, created on first call (only a hash of its secret is stored).",
    args: { organizationId: t.arg.id({ required: false }) },
    resolve: (_root, args, ctx) =>
      inTenant(ctx, args.organizationId, async (tx, organization) =>
        feedOf(ctx, await ensureFeedToken(tx, ctx.authSecret, organization.id, ctx.requireUser().id)),
      ),
  }),
);

builder.mutationField('regenerateCalendarFeed', (t) =>
  t.field({
    type: CalendarFeedRef,
    nullable: false,
    description: 'Revokes the current feed URL (it answers 404 from now on) and returns a new one.',
    args: { organizationId: t.arg.id({ required: false }) },
    resolve: (_root, args, ctx) =>
      inTenant(ctx, args.organizationId, async (tx, organization) => {
        const userId = ctx.requireUser().id;
        await revokeFeedTokens(tx, organization.id, userId);
        return feedOf(ctx, await createFeedToken(tx, ctx.authSecret, organization.id, userId));
      }),
  }),
);

builder.mutationField('revokeCalendarFeed', (t) =>
  t.boolean({
    nullable: false,
    description: 'Revokes the feed URL; false when there was none.',
    args: { organizationId: t.arg.id({ required: false }) },
    resolve: (_root, args, ctx) =>
      inTenant(
        ctx,
        args.organizationId,
        async (tx, organization) => (await revokeFeedTokens(tx, organization.id, ctx.requireUser().id)) > 0,
      ),
  }),
);

builder.queryField('calendarDeadlines', (t) =>
  t.field({
    type: DeadlinesRef,
    nullable: false,
    description:
      'Open application and unsubmitted report deadlines between start and end (yyyy-MM-dd, inclusive).',
    args: {
      organizationId: t.arg.id({ required: false }),
      start: t.arg.string({ required: true }),
      end: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => {
      const { start, end } = validateArgs(calendarRangeArgsSchema, args);
      return inTenant(ctx, args.organizationId, async (tx, organization) => ({
        start,
        end,
        ...(await deadlinesBetween(tx, organization.id, { start, end })),
      }));
    },
  }),
);

// ---- reminder preference -------------------------------------------------------------------------

// Users are tenant rows of their own organisation: reading and writing one's own row runs as that tenant.
function ownUserScope<T>(ctx: Context, user: AuthUser, fn: Parameters<typeof withTenant<T>>[2]): Promise<T> {
  return withTenant(ctx.db, user.organizationId, fn);
}

builder.objectField(UserRef, 'remindersEnabled', (t) =>
  t.boolean({
    nullable: false,
    description: 'E-mail reminders 30, 14, 7 and 1 days before application and report deadlines.',
    resolve: async (user, _args, ctx) => {
      if (ctx.auth?.user.id !== user.id) throw new DomainError('UNAUTHORIZED');
      const enabled = await ownUserScope(ctx, user, (tx) =>
        findRemindersEnabled(tx, user.organizationId, user.id),
      );
      return enabled ?? false;
    },
  }),
);

builder.mutationField('updateReminderPreference', (t) =>
  t.boolean({
    nullable: false,
    description: "Turns the caller's deadline reminders on or off; returns the new setting.",
    args: { enabled: t.arg.boolean({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const user = ctx.requireUser();
      const enabled = await ownUserScope(ctx, user, (tx) =>
        setRemindersEnabled(tx, user.organizationId, user.id, args.enabled),
      );
      if (enabled === null) throw new DomainError('UNAUTHORIZED');
      return enabled;
    },
  }),
);
