import { DomainError } from '@grantflow/domain/shared/errors';
import { publicBase } from '@grantflow/email/config';
import type { IssuedCalendarFeed } from '@grantflow/use-cases/calendar/calendar-feed-options';
import { getOrCreateCalendarFeed } from '@grantflow/use-cases/calendar/get-or-create-calendar-feed';
import { regenerateCalendarFeed } from '@grantflow/use-cases/calendar/regenerate-calendar-feed';
import { revokeCalendarFeed } from '@grantflow/use-cases/calendar/revoke-calendar-feed';
import { listDeadlines } from '@grantflow/use-cases/deadlines/list-deadlines';
import { getReminderPreference } from '@grantflow/use-cases/reminders/get-reminder-preference';
import { setReminderPreference } from '@grantflow/use-cases/reminders/set-reminder-preference';
import { calendarRangeArgsSchema } from '@grantflow/validation/deadlines';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { DeadlinesRef } from './deadlines.ts';
import { validateArgs } from './errors.ts';
import { tenantOf } from './scope.ts';
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

export function feedOf(ctx: Context, row: IssuedCalendarFeed): CalendarFeed {
  const path = `/calendar/${row.slug}.ics`;
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
    resolve: async (_root, args, ctx) => {
      const { db, organization } = await tenantOf(ctx, args.organizationId);
      const feed = {
        db,
        authSecret: ctx.authSecret,
        organizationId: organization.id,
        userId: ctx.requireUser().id,
      };
      return feedOf(ctx, await getOrCreateCalendarFeed(feed));
    },
  }),
);

builder.mutationField('regenerateCalendarFeed', (t) =>
  t.field({
    type: CalendarFeedRef,
    nullable: false,
    description: 'Revokes the current feed URL (it answers 404 from now on) and returns a new one.',
    args: { organizationId: t.arg.id({ required: false }) },
    resolve: async (_root, args, ctx) => {
      const { db, organization } = await tenantOf(ctx, args.organizationId);
      const feed = {
        db,
        authSecret: ctx.authSecret,
        organizationId: organization.id,
        userId: ctx.requireUser().id,
      };
      return feedOf(ctx, await regenerateCalendarFeed(feed));
    },
  }),
);

builder.mutationField('revokeCalendarFeed', (t) =>
  t.boolean({
    nullable: false,
    description: 'Revokes the feed URL; false when there was none.',
    args: { organizationId: t.arg.id({ required: false }) },
    resolve: async (_root, args, ctx) => {
      const { db, organization } = await tenantOf(ctx, args.organizationId);
      return revokeCalendarFeed({ db, organizationId: organization.id, userId: ctx.requireUser().id });
    },
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
    resolve: async (_root, args, ctx) => {
      const { start, end } = validateArgs(calendarRangeArgsSchema, args);
      const tenant = await tenantOf(ctx, args.organizationId);
      return { start, end, ...(await listDeadlines({ ...tenant, range: { start, end } })) };
    },
  }),
);

// ---- reminder preference -------------------------------------------------------------------------

builder.objectField(UserRef, 'remindersEnabled', (t) =>
  t.boolean({
    nullable: false,
    description: 'E-mail reminders 30, 14, 7 and 1 days before application and report deadlines.',
    resolve: async (user, _args, ctx) => {
      if (ctx.auth?.user.id !== user.id) throw new DomainError('UNAUTHORIZED');
      const enabled = await getReminderPreference({ db: ctx.db, user });
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
      const enabled = await setReminderPreference({ db: ctx.db, user, enabled: args.enabled });
      if (enabled === null) throw new DomainError('UNAUTHORIZED');
      return enabled;
    },
  }),
);
