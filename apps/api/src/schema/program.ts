import { centsToDollars } from '@grantflow/domain/money/money-units';
import { createProgram } from '@grantflow/use-cases/program/create-program';
import { deleteProgram } from '@grantflow/use-cases/program/delete-program';
import { listPrograms } from '@grantflow/use-cases/program/list-programs';
import { renameProgram } from '@grantflow/use-cases/program/rename-program';
import { setProgramGoal } from '@grantflow/use-cases/program/set-program-goal';
import {
  programCreateArgsSchema,
  programGoalUpdateArgsSchema,
  programNameUpdateSchema,
} from '@grantflow/validation/program';
import { builder } from '../builder.ts';
import { tenantMutation } from '../operations/tenant-mutation.ts';
import { tenantQuery } from '../operations/tenant-query.ts';
import { dollars, ProgramRef } from './refs.ts';
import { idArg } from './scope.ts';

ProgramRef.implement({
  description: 'A program with its goal and amounts for one fiscal year (the current one unless asked).',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The program's id.", nullable: false }),
    name: t.exposeString('name', { description: "The program's name.", nullable: false }),
    fiscalYear: t.exposeInt('fiscalYear', {
      description: 'The fiscal year yearlyGoal is for.',
      nullable: false,
    }),
    yearlyGoal: t.float({
      description: 'The goal for fiscalYear, in dollars; null when none is set.',
      nullable: true,
      resolve: (program) => dollars(program.yearlyGoalCents),
    }),
    achievedAmount: t.float({
      nullable: false,
      description: 'Awarded amounts of the fiscal year (award date within it).',
      resolve: (program) => centsToDollars(program.achievedCents),
    }),
    missingAmount: t.float({
      nullable: false,
      description: 'Goal minus achieved, never below 0.',
      resolve: (program) => centsToDollars(program.missingCents),
    }),
  }),
});

const ProgramUpdateParamsInput = builder.inputType('ProgramUpdateParams', {
  description: "A program's new values.",
  fields: (t) => ({ name: t.string({ description: 'The new name, unique in the organisation.' }) }),
});

builder.queryField('listPrograms', (t) =>
  t.field({
    type: [ProgramRef],
    nullable: false,
    description:
      'Programs by name with goal, achieved and missing amounts for fiscalYear (default: the current FY).',
    args: {
      organizationId: t.arg.id({
        description:
          "The organisation to act for (ADMIN: any; MANAGER: a linked one); absent: the caller's own.",
      }),
      fiscalYear: t.arg.int({ description: 'The fiscal year whose goals to show; absent: the current one.' }),
    },
    resolve: tenantQuery({
      organizationOf: (args) => args.organizationId,
      read: ({ tenant, args }) => listPrograms({ ...tenant, fiscalYear: args.fiscalYear }),
    }),
  }),
);

builder.mutationField('createProgram', (t) =>
  t.field({
    type: ProgramRef,
    nullable: false,
    description: "Creates the program with yearlyGoal as the current fiscal year's goal.",
    args: {
      name: t.arg.string({ description: "The program's name, unique in the organisation." }),
      yearlyGoal: t.arg.float({ description: 'The goal for the current fiscal year, in dollars.' }),
      organizationId: t.arg.id({
        description:
          "The organisation to act for (ADMIN: any; MANAGER: a linked one); absent: the caller's own.",
      }),
    },
    resolve: tenantMutation('createProgram', {
      argument: null,
      resolverArguments: [],
      input: programCreateArgsSchema,
      organizationOf: (input) => input.organizationId,
      run: ({ tenant, input: { name, yearlyGoal } }) => createProgram({ ...tenant, name, yearlyGoal }),
    }),
  }),
);

builder.mutationField('updateProgram', (t) =>
  t.field({
    type: ProgramRef,
    nullable: false,
    description: 'Renames the program (the web uses POST /program/name, which does the same).',
    args: {
      id: t.arg.id({ required: true, description: 'The program.' }),
      params: t.arg({
        type: ProgramUpdateParamsInput,
        required: true,
        description: 'The fields to change; absent fields keep their value.',
      }),
    },
    resolve: tenantMutation('updateProgram', {
      input: programNameUpdateSchema,
      run: ({ tenant, input: { name }, args }) =>
        renameProgram({ ...tenant, id: idArg(args.id, 'PROGRAM_NOT_FOUND'), name }),
    }),
  }),
);

builder.mutationField('updateProgramYearlyGoal', (t) =>
  t.field({
    type: ProgramRef,
    nullable: false,
    description:
      'Sets the goal of fiscal year `year`. singleYear false (the default) also overwrites every later year that already has a goal.',
    args: {
      id: t.arg.id({ required: true, description: 'The program.' }),
      goal: t.arg.float({ description: 'The goal, in dollars.' }),
      year: t.arg.int({ description: 'The fiscal year.' }),
      singleYear: t.arg.boolean({
        description: 'True: only this year; false (the default): also every later year that has a goal.',
      }),
    },
    resolve: tenantMutation('updateProgramYearlyGoal', {
      argument: null,
      resolverArguments: [],
      input: programGoalUpdateArgsSchema,
      // An id that names nothing is not found before the other arguments are validated.
      from: (args) => ({ ...args, id: idArg(args.id, 'PROGRAM_NOT_FOUND') }),
      run: ({ tenant, input }) => setProgramGoal({ ...tenant, ...input }),
    }),
  }),
);

builder.mutationField('deleteProgram', (t) =>
  t.id({
    nullable: false,
    description: 'Deletes the program and its goals; its grants stay, without a program.',
    args: { id: t.arg.id({ required: true, description: 'The program.' }) },
    resolve: tenantMutation('deleteProgram', {
      run: async ({ tenant, args }) =>
        (await deleteProgram({ ...tenant, id: idArg(args.id, 'PROGRAM_NOT_FOUND') })).id,
    }),
  }),
);
