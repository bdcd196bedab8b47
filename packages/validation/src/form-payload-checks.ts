// What the payload builders (update-application-payload.ts, create-grant-payload.ts) check on values they get
// from the web's form state: the field schemas of fields.ts and packages/domain's rules, one message per field.
import {
  type ApplicationRuleFacts,
  applicationRuleIssues,
} from '@grantflow/domain/application/application-rules';
import { DomainError } from '@grantflow/domain/shared/errors';
import { APPLICATION_RULE_FORM_FIELDS, applicationRuleMessage } from './application-rules.ts';
import { isoDate } from './fields.ts';
import { messages } from './messages.ts';

/** Field name → its first message. */
export type FieldIssues = Record<string, string>;

export function addIssue(issues: FieldIssues, field: string, message: string | undefined): void {
  if (message !== undefined) issues[field] ??= message;
}

/** A required yyyy-MM-dd date: the message of the `isoDate` field schema, if any. */
export function dateIssue(value: string | null | undefined): string | undefined {
  return isoDate.safeParse(value ?? '').error?.issues[0]?.message;
}

/** An optional yyyy-MM-dd date: blank is fine, anything else must be a date. */
export function optionalDateIssue(value: string | null | undefined): string | undefined {
  return value === null || value === undefined || value === '' ? undefined : dateIssue(value);
}

/** An amount in integer cents, when one is given (whether it is required is a rule of §5). */
export function centsIssue(value: number | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  return Number.isSafeInteger(value) && value >= 0 ? undefined : messages.invalid;
}

/** A required text: blank (after trimming) is missing. */
export function textIssue(value: string | null | undefined): string | undefined {
  return (value?.trim() ?? '') === '' ? messages.required : undefined;
}

/**
 * packages/domain's §5 application rules over form values, on the form's field names. Without `today`
 * (the builders have no clock) the date-dependent rules are the form schema's job.
 */
export function addApplicationRuleIssues(issues: FieldIssues, facts: ApplicationRuleFacts): void {
  for (const issue of applicationRuleIssues(facts)) {
    addIssue(issues, APPLICATION_RULE_FORM_FIELDS[issue.field], applicationRuleMessage(issue.rule));
  }
}

/** One VALIDATION error naming every field, with the first field's message, like a refused argument. */
export function throwIfFieldIssues(issues: FieldIssues): void {
  const [first] = Object.values(issues);
  if (first !== undefined) throw new DomainError('VALIDATION', first, { details: { ...issues } });
}
