import { DomainError } from '@grantflow/domain/shared/errors';
import { createPreviousAward } from '@grantflow/use-cases/previous-award/create-previous-award';
import { previousAwardCreateSchema } from '@grantflow/validation/previous-award';
import { builder } from '../builder.ts';
import { tenantMutation } from '../operations/tenant-mutation.ts';
import { ApplicationRef } from './refs.ts';
import { validationToday } from './scope.ts';

builder.mutationField('createPreviousAward', (t) =>
  t.field({
    type: ApplicationRef,
    nullable: false,
    description:
      'Records a past award as a one-time grant with one AWARDED application. Give awardedDate, or awardedYear when only the year is known.',
    args: {
      amountAwarded: t.arg.float({ description: 'The amount awarded, in dollars.' }),
      awardedDate: t.arg.string({ description: 'When the award was received (yyyy-MM-dd).' }),
      awardedYear: t.arg.int({ description: "The award's year, when the date is not known." }),
      funderId: t.arg.id({ description: 'The funder that gave it.' }),
      programId: t.arg.id({ description: 'The program it was for.' }),
      submissionDate: t.arg.string({ description: 'When it was applied for (yyyy-MM-dd).' }),
    },
    resolve: tenantMutation('createPreviousAward', {
      argument: null,
      resolverArguments: [],
      input: () => previousAwardCreateSchema({ today: validationToday() }),
      run: ({ tenant, input }) => {
        const { submissionDate, amountAwarded } = input;
        // Both are required by the schema; the checks only narrow the types.
        if (submissionDate === null || amountAwarded === null) throw new DomainError('VALIDATION');
        return createPreviousAward({ ...tenant, ...input, submissionDate, amountAwarded });
      },
    }),
  }),
);
