// createPreviousAward(amountAwarded, awardedDate, awardedYear, funderId, programId, submissionDate).
// One schema for the form and the args: its fields accept both form values and JSON.
import { z } from 'zod';
import { assertToday, type TodayOptions, yearOf } from './dates.ts';
import { formDate, formMoney, id, object, optionalFormDate } from './fields.ts';
import { customIssue, issue } from './messages.ts';
import { always, isPresent, report, validField } from './refine.ts';

const awardedYearInput = z
  .union([z.number(), z.string(), z.null()], { error: issue.invalid })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
      return null;
    const year =
      typeof value === 'number' ? value : /^\d{4}$/.test(value.trim()) ? Number(value) : Number.NaN;
    if (!Number.isInteger(year)) {
      ctx.addIssue(customIssue(issue.invalid));
      return z.NEVER;
    }
    return year;
  });

/** Either an awarded date or an awarded year is needed; both must not precede the submission. */
export function previousAwardCreateSchema(options: TodayOptions) {
  const today = assertToday(options);
  return object({
    funderId: id,
    programId: id,
    amountAwarded: formMoney,
    submissionDate: formDate,
    awardedDate: optionalFormDate,
    awardedYear: awardedYearInput,
  }).superRefine((values, ctx) => {
    const submissionDate = validField(ctx, values, 'submissionDate');
    const submitted = typeof submissionDate === 'string' ? submissionDate : undefined;
    if (submitted !== undefined && submitted > today) report(ctx, ['submissionDate'], issue.dateInFuture);

    const awardedDate = validField(ctx, values, 'awardedDate');
    const awardedYear = validField(ctx, values, 'awardedYear');
    if (!isPresent(awardedDate) && !isPresent(awardedYear)) {
      report(ctx, ['awardedDate'], issue.required);
      return;
    }
    if (typeof awardedDate === 'string') {
      if (submitted !== undefined && awardedDate < submitted) {
        report(ctx, ['awardedDate'], issue.awardedAfterSubmission);
      } else if (awardedDate > today) report(ctx, ['awardedDate'], issue.dateInFuture);
    }
    if (typeof awardedYear === 'number') {
      const earliest = submitted === undefined ? Number.NEGATIVE_INFINITY : yearOf(submitted);
      if (awardedYear < earliest || awardedYear > yearOf(today)) {
        report(ctx, ['awardedYear'], issue.awardedYearRange);
      }
    }
  }, always);
}

export type PreviousAwardCreateInput = z.input<ReturnType<typeof previousAwardCreateSchema>>;
export type PreviousAwardCreateValues = z.output<ReturnType<typeof previousAwardCreateSchema>>;
