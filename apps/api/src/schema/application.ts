import { deleteApplication } from '@grantflow/use-cases/application/delete-application';
import { updateApplication } from '@grantflow/use-cases/application/update-application';
import { getApplication } from '@grantflow/use-cases/application-reads/get-application';
import { listApplications } from '@grantflow/use-cases/application-reads/list-applications';
import { applicationUpdateSchema } from '@grantflow/validation/application-update';
import { builder } from '../builder.ts';
import { tenantMutation } from '../operations/tenant-mutation.ts';
import { tenantQuery } from '../operations/tenant-query.ts';
import { withDomainDerivations } from './application-conversions.ts';
import { ApplicationFiltersInput, ApplicationUpdateParamsInput } from './application-inputs.ts';
import { ApplicationPageRef, ApplicationUpdateResultRef } from './application-types.ts';
import { applicationLoad } from './load-from-selection.ts';
import { ApplicationRef, PaginationInput } from './refs.ts';
import { deadlineListArgs, derivationToday, idArg, validationToday } from './scope.ts';
import { lookAhead } from './selection.ts';

builder.queryField('getApplication', (t) =>
  t.field({
    description: 'One application of the organisation, or APPLICATION_NOT_FOUND.',
    type: ApplicationRef,
    nullable: false,
    args: { id: t.arg.id({ required: true, description: 'The application.' }) },
    resolve: tenantQuery({
      read: async ({ tenant, args, info }) => {
        const today = derivationToday();
        const load = applicationLoad(lookAhead(info));
        const id = idArg(args.id, 'APPLICATION_NOT_FOUND');
        return withDomainDerivations(await getApplication({ ...tenant, id, today, load }), today);
      },
    }),
  }),
);

builder.queryField('listApplications', (t) =>
  t.field({
    type: ApplicationPageRef,
    nullable: false,
    description:
      'Applications ordered by deadline (ASC by default), with grant, program, funder and reports.',
    args: {
      filters: t.arg({ description: 'Which applications to keep.', type: ApplicationFiltersInput }),
      pagination: t.arg({
        type: PaginationInput,
        description: 'Which page, and how many per page (20 when absent).',
      }),
    },
    resolve: tenantQuery({
      input: (args) => deadlineListArgs(args),
      organizationOf: (args) => args.filters?.organizationId,
      read: ({ tenant, input: { filters, page, search, deadline }, args, info }) => {
        const selection = lookAhead(info);
        return listApplications({
          ...tenant,
          search,
          status: filters.status,
          deadline,
          submissionYear: filters.submissionYear,
          awardYear: filters.awardYear,
          record: filters.record,
          direction: args.pagination?.orderBy?.direction ?? 'ASC',
          ...page,
          withTotal: selection.has('total'),
          load: applicationLoad(selection.child('items')),
        });
      },
    }),
  }),
);

builder.mutationField('updateApplication', (t) =>
  t.field({
    type: ApplicationUpdateResultRef,
    nullable: false,
    description:
      'Stores what the chosen branch means (status computed by packages/domain); replaces the report schedule.',
    args: {
      id: t.arg.id({ required: true, description: 'The application.' }),
      params: t.arg({
        type: ApplicationUpdateParamsInput,
        required: true,
        description: 'The application as it should be: its answer, outcome, deadline and report schedule.',
      }),
    },
    resolve: tenantMutation('updateApplication', {
      input: () => applicationUpdateSchema({ today: validationToday() }),
      run: async ({ tenant, input, args }) => {
        const id = idArg(args.id, 'APPLICATION_NOT_FOUND');
        await updateApplication({ ...tenant, id, update: input });
        return { id, organizationId: tenant.organization.id };
      },
    }),
  }),
);

builder.mutationField('deleteApplication', (t) =>
  t.id({
    nullable: false,
    description: 'Deletes the application and its reports; returns its id.',
    args: { id: t.arg.id({ required: true, description: 'The application.' }) },
    resolve: tenantMutation('deleteApplication', {
      run: async ({ tenant, args }) =>
        (await deleteApplication({ ...tenant, id: idArg(args.id, 'APPLICATION_NOT_FOUND') })).id,
    }),
  }),
);
