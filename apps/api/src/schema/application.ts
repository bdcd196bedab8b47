import { getApplication, listApplications } from '@grantflow/db/repositories/applications';
import { PAGE_SIZES } from '@grantflow/domain/constants/limits';
import { fiscalYearRange } from '@grantflow/domain/fiscal-year/fiscal-year-range';
import { deleteApplication } from '@grantflow/use-cases/application/delete-application';
import { updateApplication } from '@grantflow/use-cases/application/update-application';
import { applicationUpdateSchema } from '@grantflow/validation/application-update';
import { builder } from '../builder.ts';
import { tenantMutation } from '../operations/tenant-mutation.ts';
import { withDomainDerivations } from './application-conversions.ts';
import { ApplicationFiltersInput, ApplicationUpdateParamsInput } from './application-inputs.ts';
import { ApplicationPageRef, ApplicationUpdateResultRef } from './application-types.ts';
import { applicationLoad } from './load-from-selection.ts';
import { ApplicationRef, PaginationInput } from './refs.ts';
import {
  dateArg,
  derivationToday,
  idArg,
  LIST_READ,
  pageArgs,
  readTenant,
  searchArg,
  validationToday,
} from './scope.ts';
import { lookAhead } from './selection.ts';

builder.queryField('getApplication', (t) =>
  t.field({
    type: ApplicationRef,
    nullable: false,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx, info) => {
      // Access before validation: a caller without access learns nothing from the messages.
      ctx.requireUser();
      const today = derivationToday();
      const load = applicationLoad(lookAhead(info));
      return readTenant(ctx, undefined, async (tx, org) =>
        withDomainDerivations(
          await getApplication(tx, org.id, idArg(args.id, 'APPLICATION_NOT_FOUND'), today, load),
          today,
        ),
      );
    },
  }),
);

builder.queryField('listApplications', (t) =>
  t.field({
    type: ApplicationPageRef,
    nullable: false,
    description:
      'Applications ordered by deadline (ASC by default), with grant, program, funder and reports.',
    args: { filters: t.arg({ type: ApplicationFiltersInput }), pagination: t.arg({ type: PaginationInput }) },
    resolve: (_root, args, ctx, info) => {
      // Access before validation: a caller without access learns nothing from the messages.
      ctx.requireUser();
      const selection = lookAhead(info);
      const filters = args.filters ?? {};
      const page = pageArgs(args.pagination, PAGE_SIZES.table);
      const search = searchArg(filters.search);
      const deadline = { start: dateArg('startAt', filters.startAt), end: dateArg('endAt', filters.endAt) };
      return readTenant(
        ctx,
        filters.organizationId,
        (tx, org) =>
          listApplications(tx, {
            organizationId: org.id,
            today: derivationToday(),
            search,
            status: filters.status,
            deadline,
            submission: filters.submissionYear
              ? fiscalYearRange(filters.submissionYear, org.fiscalYearStart)
              : undefined,
            award: filters.awardYear ? fiscalYearRange(filters.awardYear, org.fiscalYearStart) : undefined,
            record: filters.record,
            direction: args.pagination?.orderBy?.direction ?? 'ASC',
            ...page,
            withTotal: selection.has('total'),
            load: applicationLoad(selection.child('items')),
          }),
        // Generic plans for the plain page and the search (its names are matched on the organisation's
        // funders and programs first, so its plan does not depend on the organisation's size: packages/db
        // applicationPartiesMatch); a date range or a status is left to custom plans.
        filters.startAt || filters.endAt || filters.submissionYear || filters.awardYear || filters.status
          ? undefined
          : LIST_READ,
      );
    },
  }),
);

builder.mutationField('updateApplication', (t) =>
  t.field({
    type: ApplicationUpdateResultRef,
    nullable: false,
    description:
      'Stores what the §4 branch means (status computed by packages/domain); replaces the report schedule.',
    args: {
      id: t.arg.id({ required: true }),
      params: t.arg({ type: ApplicationUpdateParamsInput, required: true }),
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
    args: { id: t.arg.id({ required: true }) },
    resolve: tenantMutation('deleteApplication', {
      run: async ({ tenant, args }) =>
        (await deleteApplication({ ...tenant, id: idArg(args.id, 'APPLICATION_NOT_FOUND') })).id,
    }),
  }),
);
