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
  description: 'The program a grant is for.',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The program's id.", nullable: false }),
    name: t.exposeString('name', { description: "The program's name.", nullable: false }),
  }),
});

GrantRef.implement({
  description: 'A grant: a funder and a program, applied for once or every year.',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The grant's id.", nullable: false }),
    frequency: t.field({
      description: 'Applied for once (ONE_TIME) or every year (RECURRING).',
      type: GrantFrequencyEnum,
      nullable: false,
      resolve: (grant) => grant.frequency,
    }),
    recurrenceCount: t.exposeInt('recurrenceCount', {
      description: 'How many yearly applications a RECURRING grant has (2 to 10); null for ONE_TIME.',
      nullable: true,
    }),
    program: t.field({
      type: GrantProgramRef,
      nullable: true,
      description: 'null once the program was deleted.',
      resolve: (grant) => grant.program,
    }),
    funder: t.field({
      description: 'The funder giving the grant.',
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
    description: 'What createGrant stored.',
    fields: (t) => ({
      grant: t.field({
        description: 'The new grant.',
        type: GrantRef,
        nullable: false,
        resolve: (payload) => payload.grant,
      }),
      applications: t.field({
        type: [ApplicationRef],
        nullable: false,
        description: 'One per cycle, by deadline.',
        resolve: (payload) => payload.applications,
      }),
    }),
  });

const GrantApplicationInput = builder.inputType('GrantApplicationInput', {
  description:
    'The first application of a new grant; later cycles of a RECURRING grant follow it, not applied for.',
  fields: (t) => ({
    deadline: t.string({ description: 'The first deadline (yyyy-MM-dd).' }),
    deadlineType: t.field({
      description: 'Whether the deadline is fixed (REQUIRED) or rolling.',
      type: DeadlineTypeEnum,
    }),
    declined: t.boolean({
      description: 'True when the funder declined (needs declinedDetails and a submission).',
    }),
    notApply: t.boolean({
      description: 'True when not applied for (yet); refused together with a submission.',
    }),
    submission: t.field({ description: 'The submission, when already submitted.', type: SubmissionInput }),
    reports: t.field({
      description: 'The reports the funder expects for this application.',
      type: [ReportInput],
    }),
    award: t.field({
      description: 'The award, when already awarded (needs a submission; refused with declined).',
      type: AwardInput,
    }),
    declinedDetails: t.field({ description: "The decline's date and reason.", type: DeclinedDetailsInput }),
    isSubmittedAsIneligible: t.boolean({
      description: 'True when answered Ineligible (status INELIGIBLE, no submission).',
    }),
    ineligibleReason: t.string({
      description: 'Why the organisation was not eligible, with isSubmittedAsIneligible.',
    }),
  }),
});

builder.mutationField('createGrant', (t) =>
  t.field({
    type: CreateGrantPayloadRef,
    nullable: false,
    description:
      'Creates the grant and its applications in one transaction: ONE_TIME → 1; RECURRING → recurrenceCount (2–10), deadlines and reports one year apart. Later cycles start as NOT_APPLY.',
    args: {
      funderId: t.arg.id({ description: 'The funder giving the grant.' }),
      programId: t.arg.id({ description: 'The program the grant is for.' }),
      frequency: t.arg({ description: 'ONE_TIME or RECURRING.', type: GrantFrequencyEnum }),
      recurrenceCount: t.arg.int({ description: 'For RECURRING: how many yearly applications, 2 to 10.' }),
      application: t.arg({ description: 'The first application.', type: GrantApplicationInput }),
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
    args: { id: t.arg.id({ description: 'The grant.', required: true }) },
    resolve: tenantMutation('deleteGrant', {
      run: async ({ tenant, args }) =>
        (await deleteGrant({ ...tenant, id: idArg(args.id, 'GRANT_NOT_FOUND') })).id,
    }),
  }),
);
