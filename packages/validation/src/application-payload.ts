// The application object carried by createGrant and updateApplication: dollars and yyyy-MM-dd dates. The same
// rules as the forms (packages/domain's applicationRuleIssues) on payload paths.
import { type AnswerParts, answerContradiction } from '@grantflow/domain/application/answer-contradiction';
import {
  type ApplicationRuleIssue,
  applicationRuleIssues,
} from '@grantflow/domain/application/application-rules';
import { type GrantFrequency, REPORT_URGENCIES } from '@grantflow/domain/shared/enums';
import { DomainError } from '@grantflow/domain/shared/errors';
import { FIELD_ISSUES } from '@grantflow/domain/shared/issue-codes';
import { z } from 'zod';
import { applicationRuleMessage } from './application-rules.ts';
import { choice, dollars, isoDate, object, optionalMultilineText } from './fields.ts';
import { LONG_TEXT_MAX_LENGTH } from './limits.ts';
import { customIssue, issue } from './messages.ts';
import type { IssueSink } from './refine.ts';

/** More report rows than anyone schedules for one application; bounds the payload. */
const REPORTS_MAX = 100;

export const submissionFields = { amountRequested: dollars, submissionDate: isoDate };
export const awardFields = { amountAwarded: dollars, receivementDate: isoDate.nullish() };
const submissionInputSchema = object(submissionFields);
const awardInputSchema = object(awardFields);
export const declinedDetailsInputSchema = object({
  declinedReason: optionalMultilineText(LONG_TEXT_MAX_LENGTH),
  declinedDate: isoDate,
});
export const reportInputSchema = object({ urgency: choice(REPORT_URGENCIES), deadline: isoDate });

export const applicationPayloadFields = {
  deadline: isoDate,
  submission: submissionInputSchema.nullish(),
  declined: z.boolean({ error: issue.invalid }).nullish(),
  declinedDetails: declinedDetailsInputSchema.nullish(),
  reports: z
    .array(reportInputSchema, { error: issue.invalid })
    .max(REPORTS_MAX, { error: issue.maxLength(REPORTS_MAX) })
    .nullish(),
  ineligibleReason: optionalMultilineText(LONG_TEXT_MAX_LENGTH),
  award: awardInputSchema.nullish(),
};

export interface ApplicationPayload {
  deadline?: string | undefined;
  submission?: { submissionDate: string; amountRequested: number } | null | undefined;
  declined?: boolean | null | undefined;
  declinedDetails?: { declinedDate: string } | null | undefined;
  award?: { amountAwarded: number; receivementDate?: string | null | undefined } | null | undefined;
}

export interface ApplicationPayloadOptions {
  today: string;
  /** The grant's frequency when known (createGrant's args; the server once it loaded the grant). */
  frequency?: GrantFrequency | null | undefined;
}

/** A coded custom issue on a payload path, as zod would report it. */
export type PayloadIssue = ReturnType<typeof customIssue> & { path: PropertyKey[] };

/** Where a rule's field sits in the payload; a decline without its details is reported on the details. */
function payloadPath(issue: ApplicationRuleIssue): PropertyKey[] {
  switch (issue.field) {
    case 'submissionDate':
    case 'amountRequested':
      return ['submission', issue.field];
    case 'amountAwarded':
    case 'receivementDate':
      return ['award', issue.field];
    case 'declinedDate':
      return issue.rule === 'REQUIRED' ? ['declinedDetails'] : ['declinedDetails', 'declinedDate'];
  }
}

/** packages/domain's application rules over a payload, as messages on payload paths (`prefix` first). */
export function applicationPayloadIssues(
  payload: ApplicationPayload,
  options: ApplicationPayloadOptions,
  prefix: PropertyKey[] = [],
): PayloadIssue[] {
  const issues = applicationRuleIssues(
    {
      submitted: Boolean(payload.submission),
      awarded: Boolean(payload.award),
      declined: payload.declined === true || Boolean(payload.declinedDetails),
      frequency: options.frequency,
      deadline: payload.deadline,
      submissionDate: payload.submission?.submissionDate,
      amountRequested: payload.submission?.amountRequested,
      amountAwarded: payload.award?.amountAwarded,
      receivementDate: payload.award?.receivementDate,
      declinedDate: payload.declinedDetails?.declinedDate,
    },
    { today: options.today },
  );
  return issues.map((found) => ({
    ...customIssue(applicationRuleMessage(found.rule)),
    path: [...prefix, ...payloadPath(found)],
  }));
}

/** Cross-field rules of an application payload; `prefix` is its path inside the whole payload. */
export function checkApplicationPayload(
  payload: ApplicationPayload,
  ctx: IssueSink,
  prefix: PropertyKey[],
  options: ApplicationPayloadOptions,
): void {
  for (const found of applicationPayloadIssues(payload, options, prefix)) ctx.addIssue(found);
}

/**
 * Refuses (VALIDATION, coded) the parts of an application that cannot be one answer — awarded and declined, an
 * outcome without a submission, a submission on an application not applied for — for createGrant and
 * updateApplication alike (packages/domain's answerContradiction).
 */
export function throwIfAnswerContradiction(parts: AnswerParts): void {
  const contradiction = answerContradiction(parts);
  if (contradiction === null) return;
  const found = FIELD_ISSUES[contradiction];
  throw new DomainError('VALIDATION', found.message, { issue: found });
}
