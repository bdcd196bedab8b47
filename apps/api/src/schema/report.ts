import type { ReportWithApplication } from '@grantflow/db/repositories/reports';
import { getReport } from '@grantflow/use-cases/report/get-report';
import { listReports } from '@grantflow/use-cases/report/list-reports';
import { updateReport } from '@grantflow/use-cases/report/update-report';
import { reportUpdateParamsSchema } from '@grantflow/validation/report';
import { builder } from '../builder.ts';
import { tenantMutation } from '../operations/tenant-mutation.ts';
import { tenantQuery } from '../operations/tenant-query.ts';
import { applicationLoad } from './load-from-selection.ts';
import { ApplicationRef, PaginationInput, ReportRef, ReportUrgencyEnum } from './refs.ts';
import { deadlineListArgs, idArg, validationToday } from './scope.ts';
import { loaded, lookAhead } from './selection.ts';

ReportRef.implement({
  description: 'A report the funder expects for an application.',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The report's id.", nullable: false }),
    urgency: t.field({
      description: 'Whether the report is required or a courtesy.',
      type: ReportUrgencyEnum,
      nullable: false,
      resolve: (report) => report.urgency,
    }),
    deadline: t.exposeString('deadline', { description: 'When it is due (yyyy-MM-dd).', nullable: false }),
    submitted: t.exposeBoolean('submitted', { description: 'Whether it was submitted.', nullable: false }),
    submissionDate: t.exposeString('submissionDate', {
      description: 'When it was submitted (yyyy-MM-dd).',
      nullable: true,
    }),
    description: t.exposeString('description', {
      description: 'What the report covers, at most 300 characters.',
      nullable: true,
    }),
    grantApplication: t.field({
      description: 'The application it belongs to.',
      type: ApplicationRef,
      nullable: true,
      resolve: (report) => loaded(report.application, 'Report.grantApplication'),
    }),
  }),
});

const ReportPageRef = builder
  .objectRef<{ items: ReportWithApplication[]; total?: number | undefined }>('ReportPage')
  .implement({
    description: 'One page of reports.',
    fields: (t) => ({
      items: t.field({
        description: 'The reports on this page.',
        type: [ReportRef],
        nullable: false,
        resolve: (page) => page.items,
      }),
      total: t.int({
        description: 'How many reports the whole list holds.',
        nullable: false,
        resolve: (page) => loaded(page.total, 'ReportPage.total'),
      }),
    }),
  });

const ReportFiltersInput = builder.inputType('ReportFilters', {
  description: 'Which reports a list keeps; every filter is optional.',
  fields: (t) => ({
    organizationId: t.id({
      description:
        "The organisation to act for (ADMIN: any; MANAGER: a linked one); absent: the caller's own.",
    }),
    search: t.string({ description: 'Funder or program name, case-insensitive.' }),
    submitted: t.boolean({ description: 'Only submitted (true) or only not submitted (false) reports.' }),
    startAt: t.string({ description: 'Report deadline from (yyyy-MM-dd, inclusive).' }),
    endAt: t.string({ description: 'Report deadline until (yyyy-MM-dd, inclusive).' }),
  }),
});

const ReportUpdateParamsInput = builder.inputType('ReportUpdateParams', {
  description: 'A report as it should be.',
  fields: (t) => ({
    urgency: t.field({
      description: 'Whether the report is required or a courtesy.',
      type: ReportUrgencyEnum,
    }),
    deadline: t.string({ description: 'When it is due (yyyy-MM-dd).' }),
    description: t.string({ description: 'What the report covers, at most 300 characters.' }),
    submissionDate: t.string({ description: 'When it was submitted (yyyy-MM-dd, not in the future).' }),
    submitted: t.boolean({
      description:
        'true requires a submissionDate (not in the future); false clears it. Absent: from submissionDate.',
    }),
  }),
});

builder.queryField('listReports', (t) =>
  t.field({
    type: ReportPageRef,
    nullable: false,
    description: 'Reports by deadline, each with its application (grant, funder, program).',
    args: {
      filters: t.arg({ description: 'Which reports to keep.', type: ReportFiltersInput }),
      pagination: t.arg({
        type: PaginationInput,
        description: 'Which page, and how many per page (20 when absent).',
      }),
    },
    resolve: tenantQuery({
      input: (args) => deadlineListArgs(args),
      organizationOf: (args) => args.filters?.organizationId,
      read: ({ tenant, input: { filters, page, search, deadline }, info }) => {
        const selection = lookAhead(info);
        const items = selection.child('items');
        return listReports({
          ...tenant,
          search,
          submitted: filters.submitted,
          deadline,
          ...page,
          withTotal: selection.has('total'),
          load: items.has('grantApplication') ? applicationLoad(items.child('grantApplication')) : false,
        });
      },
    }),
  }),
);

builder.queryField('getReport', (t) =>
  t.field({
    description: 'One report of the organisation, or REPORT_NOT_FOUND.',
    type: ReportRef,
    nullable: false,
    args: { id: t.arg.id({ required: true, description: 'The report.' }) },
    resolve: tenantQuery({
      read: ({ tenant, args, info }) => {
        const selection = lookAhead(info);
        const load = selection.has('grantApplication')
          ? applicationLoad(selection.child('grantApplication'))
          : false;
        return getReport({ ...tenant, id: idArg(args.id, 'REPORT_NOT_FOUND'), load });
      },
    }),
  }),
);

builder.mutationField('updateReport', (t) =>
  t.field({
    description: "Changes a report's urgency, deadline, description and submission.",
    type: ReportRef,
    nullable: false,
    args: {
      id: t.arg.id({ required: true, description: 'The report.' }),
      params: t.arg({
        type: ReportUpdateParamsInput,
        required: true,
        description: 'The report as it should be.',
      }),
    },
    resolve: tenantMutation('updateReport', {
      resolverArguments: ['id', 'params.submitted'],
      input: () => reportUpdateParamsSchema({ today: validationToday() }),
      from: ({ params: { submitted: _read, ...rest } }) => rest,
      run: ({ tenant, input, args }) =>
        updateReport({
          ...tenant,
          id: idArg(args.id, 'REPORT_NOT_FOUND'),
          params: { ...input, submitted: args.params.submitted },
        }),
    }),
  }),
);
