// The application form's and the create-grant form's conditional rules (§5): packages/domain's
// applicationRuleIssues, placed on the forms' fields with the §5 messages.
import {
  type ApplicationRule,
  type ApplicationRuleField,
  applicationRuleIssues,
} from '@grantflow/domain/application/application-rules';
import { type GrantFrequency, REPORT_URGENCIES } from '@grantflow/domain/shared/enums';
import { choice, formDate, id, object } from './fields.ts';
import { type CodedMessage, issue } from './messages.ts';
import { type IssueSink, report, validField } from './refine.ts';

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

/** The coded §5 message of a rule of packages/domain. */
export function applicationRuleMessage(rule: ApplicationRule): CodedMessage {
  if (rule === 'REQUIRED') return issue.required;
  if (rule === 'DATE_IN_FUTURE') return issue.dateInFuture;
  return issue.awardedAfterSubmission;
}

/** The form's field names for the domain's. */
export const APPLICATION_RULE_FORM_FIELDS: Readonly<Record<ApplicationRuleField, string>> = {
  submissionDate: 'dateSubmitted',
  amountRequested: 'amountRequested',
  amountAwarded: 'amountAwarded',
  receivementDate: 'receivementDate',
  declinedDate: 'declinedDate',
};

/** The forms' side of packages/domain's application rules; a field that already failed counts as missing. */
export function checkApplicationRules(
  values: unknown,
  ctx: IssueSink,
  options: ApplicationRuleOptions,
): void {
  const submitted = validField(ctx, values, 'isSubmitted') === 'YES';
  const status = validField(ctx, values, 'status');
  const statusApplies = submitted || !options.statusOnlyWhenSubmitted;
  const date = (key: string) => {
    const value = validField(ctx, values, key);
    return typeof value === 'string' ? value : undefined;
  };
  const issues = applicationRuleIssues(
    {
      submitted,
      awarded: statusApplies && status === 'AWARDED',
      declined: statusApplies && status === 'DECLINED',
      frequency: validField(ctx, values, 'frequency') as GrantFrequency | undefined,
      deadline: date(options.deadlineKey),
      submissionDate: date('dateSubmitted'),
      amountRequested: validField(ctx, values, 'amountRequested'),
      amountAwarded: validField(ctx, values, 'amountAwarded'),
      receivementDate: date('receivementDate'),
      declinedDate: date('declinedDate'),
    },
    { today: options.today },
  );
  for (const found of issues) {
    report(ctx, [APPLICATION_RULE_FORM_FIELDS[found.field]], applicationRuleMessage(found.rule));
  }
}
