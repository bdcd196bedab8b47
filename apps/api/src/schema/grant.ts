import type { ApplicationRecord } from '@grantflow/db/repositories/applications';
import { loadApplications } from '@grantflow/db/repositories/applications';
import { createGrant, deleteGrant, type GrantRecord, getGrant } from '@grantflow/db/repositories/grants';
import { resolveStoredStatus } from '@grantflow/domain/application/resolve-stored-status';
import { type NewApplication, planGrantApplications } from '@grantflow/domain/grant/plan-grant-applications';
import { recurrenceCountFor, recurringDeadlines } from '@grantflow/domain/grant/recurring-deadlines';
import { dollarsToCents } from '@grantflow/domain/money/money-units';
import { type GrantCreateArgs, grantCreateArgsSchema } from '@grantflow/validation/grant';
import { builder } from '../builder.ts';
import {
  AwardInput,
  checkRecurringAward,
  DeclinedDetailsInput,
  ReportInput,
  SubmissionInput,
} from './application-inputs.ts';
import { validateArgs } from './errors.ts';
import { ApplicationRef, DeadlineTypeEnum, FunderRef, GrantFrequencyEnum, GrantRef } from './refs.ts';
import { derivationToday, idArg, inTenant, validationToday } from './scope.ts';

const GrantProgramRef = builder.objectRef<{ id: number; name: string }>('GrantProgram').implement({
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
  }),
});

GrantRef.implement({
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    frequency: t.field({ type: GrantFrequencyEnum, nullable: false, resolve: (grant) => grant.frequency }),
    recurrenceCount: t.exposeInt('recurrenceCount', { nullable: true }),
    program: t.field({
      type: GrantProgramRef,
      nullable: true,
      description: 'null once the program was deleted.',
      resolve: (grant) => grant.program,
    }),
    funder: t.field({ type: FunderRef, nullable: false, resolve: (grant) => grant.funder }),
    responseAverage: t.exposeInt('responseAverage', {
      nullable: true,
      description: "Mean of the applications' response days (365 for did-not-respond), rounded up.",
    }),
  }),
});

const CreateGrantPayloadRef = builder
  .objectRef<{ grant: GrantRecord; applications: ApplicationRecord[] }>('CreateGrantPayload')
  .implement({
    fields: (t) => ({
      grant: t.field({ type: GrantRef, nullable: false, resolve: (payload) => payload.grant }),
      applications: t.field({
        type: [ApplicationRef],
        nullable: false,
        description: 'One per cycle, by deadline.',
        resolve: (payload) => payload.applications,
      }),
    }),
  });

const GrantApplicationInput = builder.inputType('GrantApplicationInput', {
  fields: (t) => ({
    deadline: t.string(),
    deadlineType: t.field({ type: DeadlineTypeEnum }),
    declined: t.boolean(),
    notApply: t.boolean(),
    submission: t.field({ type: SubmissionInput }),
    reports: t.field({ type: [ReportInput] }),
    award: t.field({ type: AwardInput }),
    declinedDetails: t.field({ type: DeclinedDetailsInput }),
    isSubmittedAsIneligible: t.boolean(),
    ineligibleReason: t.string(),
  }),
});

/** The first application's stored columns from the createGrant payload (§4 'Create-grant rules'). */
function firstApplication(input: GrantCreateArgs['application']): NewApplication {
  const submission = input.submission ?? null;
  const award = input.award ?? null;
  const isSubmittedAsIneligible = input.isSubmittedAsIneligible ?? false;
  const notApply = input.notApply ?? submission === null;
  const declined = input.declined ?? false;
  const receivementDate = award?.receivementDate ?? null;
  return {
    status: resolveStoredStatus({ notApply, isSubmittedAsIneligible, declined, submission, award }),
    deadline: input.deadline,
    deadlineType: input.deadlineType,
    declined,
    declinedDate: input.declinedDetails?.declinedDate ?? null,
    declinedReason: input.declinedDetails?.declinedReason ?? null,
    isSubmittedAsIneligible,
    ineligibleReason: input.ineligibleReason ?? null,
    notApply,
    fiscalDate: receivementDate ?? submission?.submissionDate ?? input.deadline,
    submissionDate: submission?.submissionDate ?? null,
    amountRequestedCents: submission ? dollarsToCents(submission.amountRequested) : null,
    amountAwardedCents: award ? dollarsToCents(award.amountAwarded) : null,
    receivementDate,
    isPrecisionByYear: false,
    reports: input.reports ?? [],
  };
}

builder.mutationField('createGrant', (t) =>
  t.field({
    type: CreateGrantPayloadRef,
    nullable: false,
    description:
      'Creates the grant and its applications in one transaction: ONE_TIME → 1; RECURRING → recurrenceCount (2–10), deadlines and reports one year apart. Later cycles start as NOT_APPLY.',
    args: {
      funderId: t.arg.id(),
      programId: t.arg.id(),
      frequency: t.arg({ type: GrantFrequencyEnum }),
      recurrenceCount: t.arg.int(),
      application: t.arg({ type: GrantApplicationInput }),
    },
    resolve: (_root, args, ctx) => {
      // Access before validation: a caller without access learns nothing from the messages.
      ctx.requireUser();
      const input = validateArgs(grantCreateArgsSchema({ today: validationToday() }), args);
      checkRecurringAward(input.frequency, input.application, validationToday(), 'application.');
      const count = recurrenceCountFor(input.frequency, input.recurrenceCount);
      const first = firstApplication(input.application);
      const applications = planGrantApplications(first, recurringDeadlines(first.deadline, count));
      return inTenant(ctx, undefined, async (tx, org) => {
        const today = derivationToday();
        const created = await createGrant(tx, org.id, {
          funderId: input.funderId,
          programId: input.programId,
          frequency: input.frequency,
          recurrenceCount: count,
          applications,
        });
        const loaded = await loadApplications(tx, org.id, created.applicationIds, today);
        return {
          grant: await getGrant(tx, org.id, created.grantId, today),
          applications: created.applicationIds.flatMap((id) => loaded.get(id) ?? []),
        };
      });
    },
  }),
);

builder.mutationField('deleteGrant', (t) =>
  t.id({
    nullable: false,
    description: 'Deletes the grant with its applications and reports; returns its id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      inTenant(ctx, undefined, async (tx, org) => {
        const id = idArg(args.id, 'GRANT_NOT_FOUND');
        await deleteGrant(tx, org.id, id);
        return id;
      }),
  }),
);
