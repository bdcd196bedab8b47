// What the payload builders (update-application-payload.ts, create-grant-payload.ts) check on values they get
// from the web's form state: the field schemas of fields.ts and packages/domain's rules, one message per field.
import {
  type ApplicationRuleFacts,
  applicationRuleIssues,
} from '@grantflow/domain/application/application-rules';
import { DomainError } from '@grantflow/domain/shared/errors';
import type { FieldIssue } from '@grantflow/domain/shared/issue-codes';
import { APPLICATION_RULE_FORM_FIELDS, applicationRuleMessage } from './application-rules.ts';
import { isoDate } from './fields.ts';
import { toCodedIssue } from './issue.ts';
import { type CodedMessage, issue } from './messages.ts';

/** Field name → its first coded issue. */
export type FieldIssues = Record<string, FieldIssue>;

/** A coded message as the field issue it reports. */
export function fieldIssue(message: CodedMessage): FieldIssue {
  return { code: message.code, params: message.params, message: message.text };
}

export function addIssue(
  issues: FieldIssues,
  field: string,
  found: FieldIssue | CodedMessage | undefined,
): void {
  if (found !== undefined) issues[field] ??= typeof found === 'function' ? fieldIssue(found) : found;
}

/** A required yyyy-MM-dd date: the coded issue of the `isoDate` field schema, if any. */
export function dateIssue(value: string | null | undefined): FieldIssue | undefined {
  const first = isoDate.safeParse(value ?? '').error?.issues[0];
  if (!first) return undefined;
  const { path: _path, ...coded } = toCodedIssue(first);
  return coded;
}

/** An optional yyyy-MM-dd date: blank is fine, anything else must be a date. */
export function optionalDateIssue(value: string | null | undefined): FieldIssue | undefined {
  return value === null || value === undefined || value === '' ? undefined : dateIssue(value);
}

/** An amount in integer cents, when one is given (whether it is required is a rule of docs/product.md, Validation). */
export function centsIssue(value: number | null | undefined): CodedMessage | undefined {
  if (value === null || value === undefined) return undefined;
  return Number.isSafeInteger(value) && value >= 0 ? undefined : issue.invalid;
}

/** A required text: blank (after trimming) is missing. */
export function textIssue(value: string | null | undefined): CodedMessage | undefined {
  return (value?.trim() ?? '') === '' ? issue.required : undefined;
}

/** The form fields the application rules read (docs/product.md, Validation; both builders' forms name them alike). */
export interface FormRuleValues {
  dateSubmitted?: string | null | undefined;
  amountRequested?: number | null | undefined;
  amountAwarded?: number | null | undefined;
  receivementDate?: string | null | undefined;
  declinedDate?: string | null | undefined;
}

/**
 * packages/domain's application rules (docs/product.md, Validation) over form values, on the form's field names. Without `today`
 * (the builders have no clock) the date-dependent rules are the form schema's job.
 */
export function addApplicationRuleIssues(
  issues: FieldIssues,
  branch: Pick<ApplicationRuleFacts, 'submitted' | 'awarded' | 'declined'>,
  form: FormRuleValues = {},
): void {
  const facts: ApplicationRuleFacts = {
    ...branch,
    submissionDate: form.dateSubmitted,
    amountRequested: form.amountRequested,
    amountAwarded: form.amountAwarded,
    receivementDate: form.receivementDate,
    declinedDate: form.declinedDate,
  };
  for (const found of applicationRuleIssues(facts)) {
    addIssue(issues, APPLICATION_RULE_FORM_FIELDS[found.field], applicationRuleMessage(found.rule));
  }
}

/** One VALIDATION error naming every field, with the first field's message, like a refused argument. */
export function throwIfFieldIssues(issues: FieldIssues): void {
  const [first] = Object.values(issues);
  if (first !== undefined) throw new DomainError('VALIDATION', first.message, { details: { ...issues } });
}
