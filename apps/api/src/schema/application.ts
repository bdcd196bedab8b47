import {
  type ApplicationChanges,
  type ApplicationRecord,
  deleteApplication,
  getApplication,
  listApplications,
  saveApplication,
} from '@grantflow/db/repositories/applications';
import { setGrantProgram } from '@grantflow/db/repositories/grants';
import type { StoredApplicationState } from '@grantflow/domain/application/application-types';
import { applyApplicationUpdate } from '@grantflow/domain/application/apply-application-update';
import { canEditApplication } from '@grantflow/domain/application/can-edit-application';
import { deriveApplicationStatus } from '@grantflow/domain/application/derive-application-status';
import { responseDays } from '@grantflow/domain/application/response-days';
import type { UpdateApplicationParams } from '@grantflow/domain/application/update-application-payload';
import { PAGE_SIZES } from '@grantflow/domain/constants/limits';
import { fiscalYearRange } from '@grantflow/domain/fiscal-year/fiscal-year-range';
import { dollarsToCents } from '@grantflow/domain/money/money-units';
import type { GrantFrequency } from '@grantflow/domain/shared/enums';
import { DomainError } from '@grantflow/domain/shared/errors';
import {
  type ApplicationUpdateParams,
  applicationUpdateParamsSchema,
} from '@grantflow/validation/application';
import { builder } from '../builder.ts';
import { validateArgs } from './errors.ts';
import {
  ApplicationDisplayStatusEnum,
  ApplicationRef,
  ApplicationStatusEnum,
  DeadlineTypeEnum,
  dollars,
  GrantRef,
  PaginationInput,
  RecordFilterEnum,
  ReportRef,
  ReportUrgencyEnum,
} from './refs.ts';
import { dateArg, derivationToday, idArg, inTenant, pageArgs, validationToday } from './scope.ts';

const DeclinedDetailsRef = builder
  .objectRef<{ declinedDate: string | null; declinedReason: string | null }>('DeclinedDetails')
  .implement({
    fields: (t) => ({
      declinedDate: t.exposeString('declinedDate', { nullable: true }),
      declinedReason: t.exposeString('declinedReason', { nullable: true }),
    }),
  });

const AwardRef = builder.objectRef<ApplicationRecord>('Award').implement({
  description: "An application's award (stored on the application, so its id is the application's).",
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    amountAwarded: t.float({ nullable: true, resolve: (a) => dollars(a.amountAwardedCents) }),
    receivementDate: t.exposeString('receivementDate', { nullable: true }),
    responseDays: t.exposeInt('responseDays', { nullable: true }),
    isPrecisionByYear: t.exposeBoolean('isPrecisionByYear', { nullable: false }),
  }),
});

const SubmissionRef = builder.objectRef<ApplicationRecord>('Submission').implement({
  description: "An application's submission (stored on the application, so its id is the application's).",
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    submissionDate: t.exposeString('submissionDate', { nullable: true }),
    amountRequested: t.float({ nullable: true, resolve: (a) => dollars(a.amountRequestedCents) }),
  }),
});

ApplicationRef.implement({
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    organizationId: t.exposeID('organizationId', { nullable: false }),
    status: t.field({ type: ApplicationStatusEnum, nullable: false, resolve: (a) => a.status }),
    displayStatus: t.field({
      type: ApplicationDisplayStatusEnum,
      nullable: false,
      resolve: (a) => a.displayStatus,
    }),
    canEdit: t.boolean({
      nullable: false,
      description: 'Whether the grant list shows the pencil (§2).',
      resolve: (a) => canEditApplication(a.displayStatus),
    }),
    deadline: t.exposeString('deadline', { nullable: false }),
    deadlineType: t.field({ type: DeadlineTypeEnum, nullable: false, resolve: (a) => a.deadlineType }),
    declined: t.exposeBoolean('declined', { nullable: false }),
    declinedDetails: t.field({
      type: DeclinedDetailsRef,
      nullable: true,
      resolve: (a) =>
        a.declined || a.declinedDate
          ? { declinedDate: a.declinedDate, declinedReason: a.declinedReason }
          : null,
    }),
    isSubmittedAsIneligible: t.exposeBoolean('isSubmittedAsIneligible', { nullable: false }),
    ineligibleReason: t.exposeString('ineligibleReason', { nullable: true }),
    notApply: t.exposeBoolean('notApply', { nullable: false }),
    amountAwarded: t.float({ nullable: true, resolve: (a) => dollars(a.amountAwardedCents) }),
    amountRequested: t.float({ nullable: true, resolve: (a) => dollars(a.amountRequestedCents) }),
    fiscalDate: t.exposeString('fiscalDate', { nullable: true }),
    award: t.field({
      type: AwardRef,
      nullable: true,
      resolve: (a) => (a.amountAwardedCents === null ? null : a),
    }),
    submission: t.field({
      type: SubmissionRef,
      nullable: true,
      resolve: (a) => (a.submissionDate ? a : null),
    }),
    responseDays: t.exposeInt('responseDays', { nullable: true }),
    reports: t.field({
      type: [ReportRef],
      nullable: false,
      resolve: (a) => a.reports.map((report) => ({ ...report, application: a })),
    }),
    grant: t.field({ type: GrantRef, nullable: false, resolve: (a) => a.grant }),
  }),
});

const ApplicationPageRef = builder
  .objectRef<{ items: ApplicationRecord[]; total: number }>('ApplicationPage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [ApplicationRef], nullable: false, resolve: (page) => page.items }),
      total: t.exposeInt('total', { nullable: false }),
    }),
  });

const ApplicationFiltersInput = builder.inputType('ApplicationFilters', {
  fields: (t) => ({
    organizationId: t.id(),
    search: t.string({ description: 'Funder or program name, case-insensitive.' }),
    status: t.field({
      type: ApplicationDisplayStatusEnum,
      description:
        'SUBMITTED: every application with a submission date; PENDING: awaiting an answer (not yet DID_NOT_RESPOND); DID_NOT_RESPOND: derived; others: the stored status.',
    }),
    startAt: t.string({ description: 'Deadline from (yyyy-MM-dd, inclusive).' }),
    endAt: t.string({ description: 'Deadline until (yyyy-MM-dd, inclusive).' }),
    submissionYear: t.int({ description: 'Fiscal year (of the organisation) of the submission date.' }),
    record: t.field({ type: RecordFilterEnum }),
  }),
});

export const SubmissionInput = builder.inputType('SubmissionInput', {
  fields: (t) => ({ amountRequested: t.float(), submissionDate: t.string() }),
});
export const AwardInput = builder.inputType('AwardInput', {
  fields: (t) => ({ amountAwarded: t.float(), receivementDate: t.string() }),
});
export const DeclinedDetailsInput = builder.inputType('DeclinedDetailsInput', {
  fields: (t) => ({ declinedReason: t.string(), declinedDate: t.string() }),
});
export const ReportInput = builder.inputType('ReportInput', {
  fields: (t) => ({ urgency: t.field({ type: ReportUrgencyEnum }), deadline: t.string() }),
});

const ApplicationUpdateParamsInput = builder.inputType('ApplicationUpdateParams', {
  description: 'What the update-application form sends for the chosen branch (§4 table).',
  fields: (t) => ({
    submission: t.field({ type: SubmissionInput }),
    declined: t.boolean(),
    deadline: t.string(),
    declinedDetails: t.field({ type: DeclinedDetailsInput }),
    reports: t.field({ type: [ReportInput] }),
    ineligibleReason: t.string(),
    programId: t.id(),
    deadlineType: t.field({ type: DeadlineTypeEnum }),
    award: t.field({ type: AwardInput }),
  }),
});

const ApplicationUpdateResultRef = builder
  .objectRef<{ id: number; organizationId: number }>('ApplicationUpdateResult')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      organizationId: t.exposeID('organizationId', { nullable: false }),
    }),
  });

/** Single items take their derived values from packages/domain (lists take them from SQL). */
function withDomainDerivations(application: ApplicationRecord, today: string): ApplicationRecord {
  const facts = {
    status: application.status,
    declined: application.declined,
    submission: application.submissionDate ? { submissionDate: application.submissionDate } : null,
    award: application.amountAwardedCents === null ? null : { receivementDate: application.receivementDate },
  };
  return {
    ...application,
    displayStatus: deriveApplicationStatus(facts, today),
    responseDays: responseDays(facts, today),
  };
}

function storedState(application: ApplicationRecord): StoredApplicationState {
  return {
    status: application.status,
    deadline: application.deadline,
    deadlineType: application.deadlineType,
    programId: application.grant.programId ?? 0,
    notApply: application.notApply,
    isSubmittedAsIneligible: application.isSubmittedAsIneligible,
    ineligibleReason: application.ineligibleReason,
    declined: application.declined,
    declinedDetails: application.declinedDate
      ? { declinedDate: application.declinedDate, declinedReason: application.declinedReason }
      : null,
    submission:
      application.submissionDate === null
        ? null
        : {
            submissionDate: application.submissionDate,
            amountRequested: application.amountRequestedCents ?? 0,
          },
    award:
      application.amountAwardedCents === null
        ? null
        : { amountAwarded: application.amountAwardedCents, receivementDate: application.receivementDate },
    reports: application.reports.map(({ urgency, deadline }) => ({ urgency, deadline })),
  };
}

/** The mutation's params (dollars, optional parts) in the domain's shape (cents, cleared = null/[]/false). */
function domainParams(params: ApplicationUpdateParams): UpdateApplicationParams {
  return {
    submission: params.submission
      ? {
          submissionDate: params.submission.submissionDate,
          amountRequested: dollarsToCents(params.submission.amountRequested),
        }
      : null,
    award: params.award
      ? {
          amountAwarded: dollarsToCents(params.award.amountAwarded),
          receivementDate: params.award.receivementDate ?? null,
        }
      : null,
    declined: params.declined ?? false,
    declinedDetails: params.declinedDetails
      ? {
          declinedDate: params.declinedDetails.declinedDate,
          declinedReason: params.declinedDetails.declinedReason ?? null,
        }
      : null,
    reports: params.reports ?? [],
    deadline: params.deadline,
    ineligibleReason: params.ineligibleReason ?? '',
    programId: params.programId,
    deadlineType: params.deadlineType,
  };
}

function storedChanges(next: StoredApplicationState, current: ApplicationRecord): ApplicationChanges {
  const submissionDate = next.submission?.submissionDate ?? null;
  const receivementDate = next.award?.receivementDate ?? null;
  return {
    status: next.status,
    deadline: next.deadline,
    deadlineType: next.deadlineType,
    declined: next.declined,
    declinedDate: next.declinedDetails?.declinedDate ?? null,
    declinedReason: next.declinedDetails?.declinedReason ?? null,
    isSubmittedAsIneligible: next.isSubmittedAsIneligible,
    ineligibleReason: next.ineligibleReason,
    notApply: next.notApply,
    // The date the application counts on in fiscal-year views: award, else submission, else deadline.
    fiscalDate: receivementDate ?? submissionDate ?? next.deadline,
    submissionDate,
    amountRequestedCents: next.submission?.amountRequested ?? null,
    amountAwardedCents: next.award?.amountAwarded ?? null,
    receivementDate,
    isPrecisionByYear: next.award !== null && current.isPrecisionByYear,
  };
}

/**
 * §5: the receivement date is required and not in the future when the grant is RECURRING, the application is
 * awarded and its deadline falls in a later year than the current one (the form's rule, re-checked here).
 */
export function checkRecurringAward(
  frequency: GrantFrequency,
  params: { deadline: string; award?: { receivementDate?: string | null } | null },
  today: string,
  prefix = '',
): void {
  if (frequency !== 'RECURRING' || !params.award || params.deadline.slice(0, 4) <= today.slice(0, 4)) return;
  const field = `${prefix}award.receivementDate`;
  const date = params.award.receivementDate;
  const message = !date
    ? 'This field is required.'
    : date > today
      ? 'This date cannot be in the future.'
      : null;
  if (message) throw new DomainError('VALIDATION', message, { details: { [field]: message } });
}

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
