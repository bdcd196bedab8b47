import type { AuthUser } from '@grantflow/auth/user';
import { DomainError } from '@grantflow/domain/shared/errors';
import { publicBase } from '@grantflow/email/config';
import type {
  CalendarFeedOptions,
  IssuedCalendarFeed,
} from '@grantflow/use-cases/calendar/calendar-feed-options';
import { getOrCreateCalendarFeed } from '@grantflow/use-cases/calendar/get-or-create-calendar-feed';
import { regenerateCalendarFeed } from '@grantflow/use-cases/calendar/regenerate-calendar-feed';
import { revokeCalendarFeed } from '@grantflow/use-cases/calendar/revoke-calendar-feed';
import { listDeadlines } from '@grantflow/use-cases/deadlines/list-deadlines';
import { getReminderPreference } from '@grantflow/use-cases/reminders/get-reminder-preference';
import { setReminderPreference } from '@grantflow/use-cases/reminders/set-reminder-preference';
import { calendarRangeArgsSchema } from '@grantflow/validation/deadlines';
import { reminderPreferenceArgsSchema } from '@grantflow/validation/reminders';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { signedInMutation } from '../operations/signed-in-mutation.ts';
import type { Tenant } from '../operations/tenant.ts';
import { tenantMutation } from '../operations/tenant-mutation.ts';
import { tenantQuery } from '../operations/tenant-query.ts';
import { DeadlinesRef } from './deadlines.ts';
import { validateArgs } from './errors.ts';
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
    path: t.exposeString('path', {
      description: "The feed's path below the site (the secret is in it).",
      nullable: false,
    }),
    createdAt: t.string({
      description: "When the feed's secret was made (ISO 8601).",
      nullable: false,
      resolve: (feed) => feed.createdAt.toISOString(),
    }),
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

/** The caller's feed of the tenant's organisation. */
const feedOptions = (tenant: Tenant, user: AuthUser, ctx: Context): CalendarFeedOptions => ({
  db: tenant.db,
  authSecret: ctx.authSecret,
  organizationId: tenant.organization.id,
  userId: user.id,
});

/** The feed operations' one argument: the organisation, checked before anything else. */
const feedOrganization = (args: { organizationId?: string | null | undefined }) => args.organizationId;

builder.queryField('calendarFeed', (t) =>
  t.field({
    type: CalendarFeedRef,
    nullable: false,
    description:
      "The caller's feed for the organisation, created on first call (only a hash of its secret is stored).",
    args: {
      organizationId: t.arg.id({
        required: false,
        description:
          "The organisation to act for (ADMIN: any; MANAGER: a linked one); absent: the caller's own.",
      }),
    },
    resolve: tenantQuery({
      organizationOf: feedOrganization,
      read: async ({ tenant, user, ctx }) =>
        feedOf(ctx, await getOrCreateCalendarFeed(feedOptions(tenant, user, ctx))),
    }),
  }),
);

builder.mutationField('regenerateCalendarFeed', (t) =>
  t.field({
    type: CalendarFeedRef,
    nullable: false,
    description: 'Revokes the current feed URL (it answers 404 from now on) and returns a new one.',
    args: {
      organizationId: t.arg.id({
        required: false,
        description:
          "The organisation to act for (ADMIN: any; MANAGER: a linked one); absent: the caller's own.",
      }),
    },
    resolve: tenantMutation('regenerateCalendarFeed', {
      argument: null,
      resolverArguments: ['organizationId'],
      organizationFirst: feedOrganization,
      run: async ({ tenant, user, ctx }) =>
        feedOf(ctx, await regenerateCalendarFeed(feedOptions(tenant, user, ctx))),
    }),
  }),
);

builder.mutationField('revokeCalendarFeed', (t) =>
  t.boolean({
    nullable: false,
    description: 'Revokes the feed URL; false when there was none.',
    args: {
      organizationId: t.arg.id({
        required: false,
        description:
          "The organisation to act for (ADMIN: any; MANAGER: a linked one); absent: the caller's own.",
      }),
    },
    resolve: tenantMutation('revokeCalendarFeed', {
      argument: null,
      resolverArguments: ['organizationId'],
      organizationFirst: feedOrganization,
      run: ({ tenant, user }) =>
        revokeCalendarFeed({ db: tenant.db, organizationId: tenant.organization.id, userId: user.id }),
    }),
  }),
);

builder.queryField('calendarDeadlines', (t) =>
  t.field({
    type: DeadlinesRef,
    nullable: false,
    description:
      'Open application and unsubmitted report deadlines between start and end (yyyy-MM-dd, inclusive).',
    args: {
      organizationId: t.arg.id({
        required: false,
        description:
          "The organisation to act for (ADMIN: any; MANAGER: a linked one); absent: the caller's own.",
      }),
      start: t.arg.string({ description: 'First day (yyyy-MM-dd), inclusive.', required: true }),
      end: t.arg.string({ description: 'Last day (yyyy-MM-dd), inclusive.', required: true }),
    },
    resolve: tenantQuery({
      input: (args) => validateArgs(calendarRangeArgsSchema, args),
      organizationOf: (args) => args.organizationId,
      read: async ({ tenant, input: { start, end } }) => ({
        start,
        end,
        ...(await listDeadlines({ ...tenant, range: { start, end } })),
      }),
    }),
  }),
);

// ---- reminder preference -------------------------------------------------------------------------

builder.objectField(UserRef, 'remindersEnabled', (t) =>
  t.boolean({
    nullable: false,
    description: 'E-mail reminders 30, 14, 7 and 1 days before application and report deadlines.',
    // Answers for an unauthorized user too (the free-trial-ended page reads currentUser), so it checks only
    // that the user asked about is the caller.
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
    args: {
      enabled: t.arg.boolean({
        description: 'Whether the caller gets deadline reminder e-mails.',
        required: true,
      }),
    },
    resolve: signedInMutation('updateReminderPreference', {
      input: reminderPreferenceArgsSchema,
      run: async ({ db, user, input }) => {
        const enabled = await setReminderPreference({ db, user, enabled: input.enabled });
        if (enabled === null) throw new DomainError('UNAUTHORIZED');
        return enabled;
      },
    }),
  }),
);
