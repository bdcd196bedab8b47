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
      amountAwarded: t.arg.float(),
      awardedDate: t.arg.string(),
      awardedYear: t.arg.int(),
      funderId: t.arg.id(),
      programId: t.arg.id(),
      submissionDate: t.arg.string(),
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
