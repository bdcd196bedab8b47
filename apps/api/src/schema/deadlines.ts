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
    grantId: t.exposeID('grantId', { description: "The grant's id.", nullable: false }),
    deadline: t.exposeString('deadline', { description: 'The deadline (yyyy-MM-dd).', nullable: false }),
    deadlineType: t.field({
      description: 'Whether the deadline is fixed (REQUIRED) or rolling.',
      type: DeadlineTypeEnum,
      nullable: false,
      resolve: (row) => row.deadlineType,
    }),
    status: t.field({
      description: "The application's stored status.",
      type: ApplicationStatusEnum,
      nullable: false,
      resolve: (row) => row.status,
    }),
    amountRequested: t.float({
      description: 'The amount requested, in dollars.',
      nullable: true,
      resolve: (row) => dollars(row.amountRequestedCents),
    }),
    funder: t.field({
      description: "The grant's funder.",
      type: FunderSummaryRef,
      nullable: false,
      resolve: (row) => row.funder,
    }),
    program: t.field({
      description: "The grant's program; null once deleted.",
      type: ProgramSummaryRef,
      nullable: true,
      resolve: (row) => row.program,
    }),
  }),
});

export const ReportDeadlineRef = builder.objectRef<ReportDeadlineRecord>('ReportDeadline').implement({
  description: 'A report not yet submitted.',
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false, description: 'The report id.' }),
    applicationId: t.exposeID('applicationId', {
      description: 'The application it belongs to.',
      nullable: false,
    }),
    grantId: t.exposeID('grantId', { description: "The grant's id.", nullable: false }),
    deadline: t.exposeString('deadline', { description: 'When it is due (yyyy-MM-dd).', nullable: false }),
    urgency: t.field({
      description: 'Whether the report is required or a courtesy.',
      type: ReportUrgencyEnum,
      nullable: false,
      resolve: (row) => row.urgency,
    }),
    description: t.exposeString('description', { description: 'What the report covers.', nullable: true }),
    amountAwarded: t.float({
      description: "The application's amount awarded, in dollars.",
      nullable: true,
      resolve: (row) => dollars(row.amountAwardedCents),
    }),
    funder: t.field({
      description: "The grant's funder.",
      type: FunderSummaryRef,
      nullable: false,
      resolve: (row) => row.funder,
    }),
    program: t.field({
      description: "The grant's program; null once deleted.",
      type: ProgramSummaryRef,
      nullable: true,
      resolve: (row) => row.program,
    }),
  }),
});

export const DeadlinesRef = builder
  .objectRef<DeadlinesRecord & { start: string; end: string }>('Deadlines')
  .implement({
    description: 'What falls due in a window: applications to send and reports to submit.',
    fields: (t) => ({
      start: t.exposeString('start', { nullable: false, description: 'First day (yyyy-MM-dd), inclusive.' }),
      end: t.exposeString('end', { nullable: false, description: 'Last day (yyyy-MM-dd), inclusive.' }),
      grantDeadlines: t.field({
        description: 'Applications not yet sent, by deadline.',
        type: [GrantDeadlineRef],
        nullable: false,
        resolve: (row) => row.grantDeadlines,
      }),
      reportDeadlines: t.field({
        description: 'Reports not yet submitted, by deadline.',
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
      days: t.arg.int({
        description: "The window's length: 7, 30, 60, 90 (the default), 180 or 365.",
        required: false,
      }),
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
