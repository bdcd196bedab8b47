import {
  deleteApplication,
  getApplication,
  listApplications,
  saveApplication,
} from '@grantflow/db/repositories/applications';
import { setGrantProgram } from '@grantflow/db/repositories/grants';
import { applyApplicationUpdate } from '@grantflow/domain/application/apply-application-update';
import { PAGE_SIZES } from '@grantflow/domain/constants/limits';
import { fiscalYearRange } from '@grantflow/domain/fiscal-year/fiscal-year-range';
import { applicationUpdateParamsSchema } from '@grantflow/validation/application';
import { builder } from '../builder.ts';
import {
  domainParams,
  storedChanges,
  storedState,
  withDomainDerivations,
} from './application-conversions.ts';
import {
  ApplicationFiltersInput,
  ApplicationUpdateParamsInput,
  checkRecurringAward,
} from './application-inputs.ts';
import { ApplicationPageRef, ApplicationUpdateResultRef } from './application-types.ts';
import { validateArgs } from './errors.ts';
import { ApplicationRef, PaginationInput } from './refs.ts';
import { dateArg, derivationToday, idArg, inTenant, pageArgs, validationToday } from './scope.ts';

builder.queryField('getApplication', (t) =>
  t.field({
    type: ApplicationRef,
    nullable: false,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      // Access before validation: a caller without access learns nothing from the messages.
      ctx.requireUser();
      const today = derivationToday();
      return inTenant(ctx, undefined, async (tx, org) =>
        withDomainDerivations(
          await getApplication(tx, org.id, idArg(args.id, 'APPLICATION_NOT_FOUND'), today),
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
    resolve: (_root, args, ctx) => {
      // Access before validation: a caller without access learns nothing from the messages.
      ctx.requireUser();
      const filters = args.filters ?? {};
      const page = pageArgs(args.pagination, PAGE_SIZES.table);
      const deadline = { start: dateArg('startAt', filters.startAt), end: dateArg('endAt', filters.endAt) };
      return inTenant(ctx, filters.organizationId, (tx, org) =>
        listApplications(tx, {
          organizationId: org.id,
          today: derivationToday(),
          search: filters.search,
          status: filters.status,
          deadline,
          submission: filters.submissionYear
            ? fiscalYearRange(filters.submissionYear, org.fiscalYearStart)
            : undefined,
          record: filters.record,
          direction: args.pagination?.orderBy?.direction ?? 'ASC',
          ...page,
        }),
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
    resolve: (_root, args, ctx) => {
      // Access before validation: a caller without access learns nothing from the messages.
      ctx.requireUser();
      const params = validateArgs(applicationUpdateParamsSchema({ today: validationToday() }), args.params);
      return inTenant(ctx, undefined, async (tx, org) => {
        const current = await getApplication(
          tx,
          org.id,
          idArg(args.id, 'APPLICATION_NOT_FOUND'),
          derivationToday(),
        );
        checkRecurringAward(current.grant.frequency, params, validationToday());
        const next = applyApplicationUpdate(storedState(current), domainParams(params));
        if (params.programId !== current.grant.programId) {
          await setGrantProgram(tx, org.id, current.grantId, params.programId);
        }
        await saveApplication(tx, org.id, current.id, storedChanges(next, current), next.reports);
        return { id: current.id, organizationId: org.id };
      });
    },
  }),
);

builder.mutationField('deleteApplication', (t) =>
  t.id({
    nullable: false,
    description: 'Deletes the application and its reports; returns its id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      inTenant(ctx, undefined, async (tx, org) => {
        const id = idArg(args.id, 'APPLICATION_NOT_FOUND');
        await deleteApplication(tx, org.id, id);
        return id;
      }),
  }),
);
