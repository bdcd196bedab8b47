import { getApplication } from '@grantflow/db/repositories/applications';
import { createPreviousAward } from '@grantflow/db/repositories/previous-awards';
import { dollarsToCents } from '@grantflow/domain/money/money-units';
import { DomainError } from '@grantflow/domain/shared/errors';
import { previousAwardCreateSchema } from '@grantflow/validation/previous-award';
import { builder } from '../builder.ts';
import { validateArgs } from './errors.ts';
import { ApplicationRef } from './refs.ts';
import { derivationToday, inTenant, validationToday } from './scope.ts';

/** A year-only award is dated Jan 1 of that year, or the submission date when that is later. */
function yearOnlyDate(year: number, submissionDate: string): string {
  const first = `${String(year).padStart(4, '0')}-01-01`;
  return first < submissionDate ? submissionDate : first;
}

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
    resolve: (_root, args, ctx) => {
      // Access before validation: a caller without access learns nothing from the messages.
      ctx.requireUser();
      const input = validateArgs(previousAwardCreateSchema({ today: validationToday() }), args);
      const { submissionDate, amountAwarded } = input;
      // Both are required by the schema; the checks only narrow the types.
      if (submissionDate === null || amountAwarded === null) throw new DomainError('VALIDATION');
      const receivementDate = input.awardedDate ?? yearOnlyDate(input.awardedYear ?? 0, submissionDate);
      return inTenant(ctx, undefined, async (tx, org) => {
        const id = await createPreviousAward(tx, org.id, {
          funderId: input.funderId,
          programId: input.programId,
          amountAwardedCents: dollarsToCents(amountAwarded),
          submissionDate,
          receivementDate,
          isPrecisionByYear: input.awardedDate === null,
        });
        return getApplication(tx, org.id, id, derivationToday());
      });
    },
  }),
);
