import type { ApplicationRecord } from '@grantflow/db/repositories/applications';
import type { GrantRecord } from '@grantflow/db/repositories/grants';
import { createGrant } from '@grantflow/use-cases/grant/create-grant';
import { deleteGrant } from '@grantflow/use-cases/grant/delete-grant';
import { grantCreateArgsSchema } from '@grantflow/validation/grant';
import { builder } from '../builder.ts';
import { tenantMutation } from '../operations/tenant-mutation.ts';
import { AwardInput, DeclinedDetailsInput, ReportInput, SubmissionInput } from './application-inputs.ts';
import { ApplicationRef, DeadlineTypeEnum, FunderRef, GrantFrequencyEnum, GrantRef } from './refs.ts';
import { idArg, validationToday } from './scope.ts';
import { loaded } from './selection.ts';

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
    funder: t.field({
      type: FunderRef,
      nullable: false,
      resolve: (grant) => loaded(grant.funder, 'Grant.funder'),
    }),
    responseAverage: t.int({
      nullable: true,
      description: "Mean of the applications' response days (365 for did-not-respond), rounded up.",
      resolve: (grant) => loaded(grant.responseAverage, 'Grant.responseAverage'),
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
    resolve: tenantMutation('createGrant', {
      argument: null,
      resolverArguments: [],
      input: () => grantCreateArgsSchema({ today: validationToday() }),
      run: ({ tenant, input }) => createGrant({ ...tenant, input }),
    }),
  }),
);

builder.mutationField('deleteGrant', (t) =>
  t.id({
    nullable: false,
    description: 'Deletes the grant with its applications and reports; returns its id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: tenantMutation('deleteGrant', {
      run: async ({ tenant, args }) =>
        (await deleteGrant({ ...tenant, id: idArg(args.id, 'GRANT_NOT_FOUND') })).id,
    }),
  }),
);
