// The conditional rules shared by the application form and the create-grant form (§5).
import { type GrantFrequency, REPORT_URGENCIES } from '@grantflow/domain/shared/enums';
import { yearOf } from './dates.ts';
import { choice, formDate, id, object } from './fields.ts';
import { issue } from './messages.ts';
import { type IssueSink, isPresent, report, validField } from './refine.ts';

/** A report row of the form: each one needs an urgency and a deadline. */
export const reportRowSchema = object({
  id: id.optional(),
  urgency: choice(REPORT_URGENCIES),
  deadline: formDate,
});

export interface ApplicationRuleOptions {
  today: string;
  /** Name of the deadline field: 'deadline' (application form) or 'applicationDeadline' (create grant). */
  deadlineKey: string;
  /**
   * The application form shows the status choice only after 'Yes', so a status left over from
   * another answer must not require hidden fields there.
   */
  statusOnlyWhenSubmitted: boolean;
}

/** Required, and not after today. Reads parsed yyyy-MM-dd values (null when blank). */
function requirePastDate(ctx: IssueSink, values: unknown, key: string, today: string): string | undefined {
  const value = validField(ctx, values, key);
  if (!isPresent(value)) {
    report(ctx, [key], issue.required);
    return undefined;
  }
  if (typeof value !== 'string') return undefined;
  if (value > today) report(ctx, [key], issue.dateInFuture);
  return value;
}

export function checkApplicationRules(
  values: unknown,
  ctx: IssueSink,
  options: ApplicationRuleOptions,
): void {
  const { today, deadlineKey } = options;
  const submitted = validField(ctx, values, 'isSubmitted') === 'YES';
  const status = validField(ctx, values, 'status');
  const statusApplies = submitted || !options.statusOnlyWhenSubmitted;

  let dateSubmitted: string | undefined;
  if (submitted) {
    dateSubmitted = requirePastDate(ctx, values, 'dateSubmitted', today);
    if (!isPresent(validField(ctx, values, 'amountRequested'))) {
      report(ctx, ['amountRequested'], issue.required);
    }
  }

  if (statusApplies && status === 'AWARDED') {
    if (!isPresent(validField(ctx, values, 'amountAwarded'))) report(ctx, ['amountAwarded'], issue.required);

    const frequency = validField(ctx, values, 'frequency') as GrantFrequency | undefined;
    const deadline = validField(ctx, values, deadlineKey);
    const deadlineIsLater = typeof deadline === 'string' && yearOf(deadline) > yearOf(today);
    if (frequency === 'RECURRING' && deadlineIsLater) requirePastDate(ctx, values, 'receivementDate', today);

    const receivementDate = validField(ctx, values, 'receivementDate');
    if (
      typeof receivementDate === 'string' &&
      dateSubmitted !== undefined &&
      receivementDate < dateSubmitted
    ) {
      report(ctx, ['receivementDate'], issue.awardedAfterSubmission);
    }
  }

  if (statusApplies && status === 'DECLINED') requirePastDate(ctx, values, 'declinedDate', today);
}
