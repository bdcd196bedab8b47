import type {
  DeadlinesRecord,
  GrantDeadlineRecord,
  ReportDeadlineRecord,
} from '@grantflow/db/repositories/deadlines';
import { addDays } from '@grantflow/domain/dates/date-arithmetic';
import { listDeadlines } from '@grantflow/use-cases/deadlines/list-deadlines';
import { nextDaysArgsSchema } from '@grantflow/validation/deadlines';
import { builder } from '../builder.ts';
import { tenantQuery } from '../operations/tenant-query.ts';
import { FunderSummaryRef, ProgramSummaryRef } from './dashboard-types.ts';
import { validateArgs } from './errors.ts';
import { ApplicationStatusEnum, DeadlineTypeEnum, dollars, ReportUrgencyEnum } from './refs.ts';
import { derivationToday } from './scope.ts';

// The deadlines page (docs/product.md, Deadlines): open application deadlines and unsubmitted report deadlines in the next
// N days. The calendar (calendar.ts) and the Excel export (apps/rest) use the same repository.

export const GrantDeadlineRef = builder.objectRef<GrantDeadlineRecord>('GrantDeadline').implement({
  description: 'An application still to be sent (status NOT_APPLY, shown as Open).',
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false, description: 'The application id.' }),
    grantId: t.exposeID('grantId', { nullable: false }),
    deadline: t.exposeString('deadline', { nullable: false }),
    deadlineType: t.field({ type: DeadlineTypeEnum, nullable: false, resolve: (row) => row.deadlineType }),
    status: t.field({ type: ApplicationStatusEnum, nullable: false, resolve: (row) => row.status }),
    amountRequested: t.float({ nullable: true, resolve: (row) => dollars(row.amountRequestedCents) }),
    funder: t.field({ type: FunderSummaryRef, nullable: false, resolve: (row) => row.funder }),
    program: t.field({ type: ProgramSummaryRef, nullable: true, resolve: (row) => row.program }),
  }),
});

export const ReportDeadlineRef = builder.objectRef<ReportDeadlineRecord>('ReportDeadline').implement({
  description: 'A report not yet submitted.',
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false, description: 'The report id.' }),
    applicationId: t.exposeID('applicationId', { nullable: false }),
    grantId: t.exposeID('grantId', { nullable: false }),
    deadline: t.exposeString('deadline', { nullable: false }),
    urgency: t.field({ type: ReportUrgencyEnum, nullable: false, resolve: (row) => row.urgency }),
    description: t.exposeString('description', { nullable: true }),
    amountAwarded: t.float({ nullable: true, resolve: (row) => dollars(row.amountAwardedCents) }),
    funder: t.field({ type: FunderSummaryRef, nullable: false, resolve: (row) => row.funder }),
    program: t.field({ type: ProgramSummaryRef, nullable: true, resolve: (row) => row.program }),
  }),
});

export const DeadlinesRef = builder
  .objectRef<DeadlinesRecord & { start: string; end: string }>('Deadlines')
  .implement({
    fields: (t) => ({
      start: t.exposeString('start', { nullable: false, description: 'First day (yyyy-MM-dd), inclusive.' }),
      end: t.exposeString('end', { nullable: false, description: 'Last day (yyyy-MM-dd), inclusive.' }),
      grantDeadlines: t.field({
        type: [GrantDeadlineRef],
        nullable: false,
        resolve: (row) => row.grantDeadlines,
      }),
      reportDeadlines: t.field({
        type: [ReportDeadlineRef],
        nullable: false,
        resolve: (row) => row.reportDeadlines,
      }),
    }),
  });

builder.queryField('deadlines', (t) =>
  t.field({
    type: DeadlinesRef,
    nullable: false,
    description:
      'Deadlines from today (UTC) through today + days; days is 7, 30, 60, 90 (default), 180 or 365.',
    args: {
      organizationId: t.arg.id({
        required: false,
        description:
          "The organisation to act for (ADMIN: any; MANAGER: a linked one); absent: the caller's own.",
      }),
      days: t.arg.int({ required: false }),
    },
    resolve: tenantQuery({
      input: (args) => validateArgs(nextDaysArgsSchema, { days: args.days }),
      organizationOf: (args) => args.organizationId,
      read: async ({ tenant, input: { days } }) => {
        const start = derivationToday();
        const range = { start, end: addDays(start, days) };
        return { ...range, ...(await listDeadlines({ ...tenant, range })) };
      },
    }),
  }),
);
