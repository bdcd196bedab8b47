// The create-grant form (3 steps: funder, deadlines, status) and the createGrant args (docs/product.md, Validation; GraphQL operations).
import { addYears } from '@grantflow/domain/dates/date-arithmetic';
import { isWithinWireRange } from '@grantflow/domain/dates/wire-date-range';
import { type RecurrenceCountIssue, recurrenceCountIssue } from '@grantflow/domain/grant/recurring-deadlines';
import {
  APPLICATION_STATUSES,
  DEADLINE_TYPES,
  GRANT_FREQUENCIES,
  SUBMITTED_ANSWERS,
} from '@grantflow/domain/shared/enums';
import { z } from 'zod';
import { applicationPayloadFields, checkApplicationPayload } from './application-payload.ts';
import { checkApplicationRules, reportRowSchema } from './application-rules.ts';
import { assertToday, isIsoDate, type TodayOptions } from './dates.ts';
import {
  choice,
  formDate,
  id,
  object,
  optionalChoice,
  optionalFormDate,
  optionalFormMoney,
  optionalMultilineText,
} from './fields.ts';
import { LONG_TEXT_MAX_LENGTH, RECURRENCE_COUNT_MAX, RECURRENCE_COUNT_MIN } from './limits.ts';
import { type CodedMessage, customIssue, issue } from './messages.ts';
import { always, type IssueSink, report, validField } from './refine.ts';

/** Blank reads as null: the count matters only for RECURRING grants. */
const recurrenceCountInput = z
  .union([z.number(), z.string(), z.null()], { error: issue.invalid })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
      return null;
    const count = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
    if (!Number.isInteger(count)) {
      ctx.addIssue(customIssue(issue.invalid));
      return z.NEVER;
    }
    return count;
  });

/** packages/domain's recurrence-count rule, worded with its messages (docs/product.md, Validation). */
// The generic messages are strict ("bigger than 1" for 1): the bounds themselves (2 and 10) are allowed.
const RECURRENCE_COUNT_MESSAGES: Readonly<Record<RecurrenceCountIssue, CodedMessage>> = {
  REQUIRED: issue.required,
  INVALID: issue.invalid,
  TOO_SMALL: issue.biggerThan(RECURRENCE_COUNT_MIN - 1),
  TOO_LARGE: issue.smallerThan(RECURRENCE_COUNT_MAX + 1),
};

function checkRecurrenceCount(frequency: unknown, count: unknown, ctx: IssueSink, path: PropertyKey[]): void {
  if (frequency !== 'RECURRING') return;
  // A count that failed its own field check reads as missing, as before.
  const found = recurrenceCountIssue(frequency, typeof count === 'number' ? count : null);
  if (found) report(ctx, path, RECURRENCE_COUNT_MESSAGES[found]);
}

/** SECURITY 22: the last cycle of a RECURRING grant must also lie within the wire range. */
function checkLastCycle(
  frequency: unknown,
  count: unknown,
  deadline: unknown,
  ctx: IssueSink,
  path: PropertyKey[],
): void {
  if (frequency !== 'RECURRING' || typeof count !== 'number' || typeof deadline !== 'string') return;
  if (!isIsoDate(deadline) || !Number.isInteger(count) || count < 1) return;
  if (!isWithinWireRange(addYears(deadline, count - 1))) report(ctx, path, issue.dateOutOfRange);
}

export function grantCreateFormSchema(options: TodayOptions) {
  const today = assertToday(options);
  return object({
    funderId: id,
    programId: id,
    frequency: choice(GRANT_FREQUENCIES),
    recurrenceCount: recurrenceCountInput,
    applicationType: choice(DEADLINE_TYPES),
    applicationDeadline: formDate,
    isSubmitted: choice(SUBMITTED_ANSWERS),
    status: optionalChoice(APPLICATION_STATUSES),
    reports: z.array(reportRowSchema, { error: issue.invalid }).optional(),
    dateSubmitted: optionalFormDate,
    amountRequested: optionalFormMoney,
    receivementDate: optionalFormDate,
    amountAwarded: optionalFormMoney,
    declinedReason: optionalMultilineText(LONG_TEXT_MAX_LENGTH),
    declinedDate: optionalFormDate,
    ineligibleReason: optionalMultilineText(LONG_TEXT_MAX_LENGTH),
  }).superRefine((values, ctx) => {
    const frequency = validField(ctx, values, 'frequency');
    const count = validField(ctx, values, 'recurrenceCount');
    checkRecurrenceCount(frequency, count, ctx, ['recurrenceCount']);
    checkLastCycle(frequency, count, validField(ctx, values, 'applicationDeadline'), ctx, [
      'applicationDeadline',
    ]);
    checkApplicationRules(values, ctx, {
      today,
      deadlineKey: 'applicationDeadline',
      statusOnlyWhenSubmitted: false,
    });
  }, always);
}

export type GrantCreateFormInput = z.input<ReturnType<typeof grantCreateFormSchema>>;
export type GrantCreateFormValues = z.output<ReturnType<typeof grantCreateFormSchema>>;

/** createGrant(funderId, programId, frequency, recurrenceCount, application). */
export function grantCreateArgsSchema(options: TodayOptions) {
  const today = assertToday(options);
  return object({
    funderId: id,
    programId: id,
    frequency: choice(GRANT_FREQUENCIES),
    recurrenceCount: recurrenceCountInput,
    application: object({
      ...applicationPayloadFields,
      deadlineType: choice(DEADLINE_TYPES),
      notApply: z.boolean({ error: issue.invalid }).nullish(),
      isSubmittedAsIneligible: z.boolean({ error: issue.invalid }).nullish(),
    }),
  }).superRefine((args, ctx) => {
    checkRecurrenceCount(args.frequency, args.recurrenceCount, ctx, ['recurrenceCount']);
    checkLastCycle(args.frequency, args.recurrenceCount, args.application.deadline, ctx, [
      'application',
      'deadline',
    ]);
    checkApplicationPayload(args.application, ctx, ['application'], { today, frequency: args.frequency });
  });
}

export type GrantCreateArgs = z.output<ReturnType<typeof grantCreateArgsSchema>>;
