// The application object carried by createGrant and updateApplication (§7): dollars and
// yyyy-MM-dd dates. The server re-checks here what the forms check in the browser.
import { REPORT_URGENCIES } from '@grantflow/domain/shared/enums';
import { z } from 'zod';
import { choice, dollars, isoDate, object, optionalText } from './fields.ts';
import { LONG_TEXT_MAX_LENGTH } from './limits.ts';
import { customIssue, issue } from './messages.ts';
import type { IssueSink } from './refine.ts';

/** More report rows than anyone schedules for one application; bounds the payload. */
const REPORTS_MAX = 100;

export const submissionInputSchema = object({ amountRequested: dollars, submissionDate: isoDate });
export const awardInputSchema = object({ amountAwarded: dollars, receivementDate: isoDate.nullish() });
export const declinedDetailsInputSchema = object({
  declinedReason: optionalText(LONG_TEXT_MAX_LENGTH),
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
  ineligibleReason: optionalText(LONG_TEXT_MAX_LENGTH),
  award: awardInputSchema.nullish(),
};

interface ApplicationPayload {
  submission?: { submissionDate: string } | null | undefined;
  declined?: boolean | null | undefined;
  declinedDetails?: { declinedDate: string } | null | undefined;
  award?: { receivementDate?: string | null | undefined } | null | undefined;
}

/** Cross-field rules of an application payload; `prefix` is its path inside the whole payload. */
export function checkApplicationPayload(
  payload: ApplicationPayload,
  ctx: IssueSink,
  prefix: PropertyKey[],
  today: string,
): void {
  const submissionDate = payload.submission?.submissionDate;
  if (submissionDate !== undefined && submissionDate > today) {
    ctx.addIssue(customIssue(issue.dateInFuture, [...prefix, 'submission', 'submissionDate']));
  }
  const declinedDate = payload.declinedDetails?.declinedDate;
  if (declinedDate !== undefined && declinedDate > today) {
    ctx.addIssue(customIssue(issue.dateInFuture, [...prefix, 'declinedDetails', 'declinedDate']));
  }
  if (payload.declined === true && declinedDate === undefined) {
    ctx.addIssue(customIssue(issue.required, [...prefix, 'declinedDetails']));
  }
  const receivementDate = payload.award?.receivementDate;
  if (
    submissionDate !== undefined &&
    typeof receivementDate === 'string' &&
    receivementDate < submissionDate
  ) {
    ctx.addIssue(customIssue(issue.awardedAfterSubmission, [...prefix, 'award', 'receivementDate']));
  }
}
