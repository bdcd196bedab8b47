import { DomainError } from '../shared/errors.ts';
import { FIELD_ISSUES } from '../shared/issue-codes.ts';

/** What an update of a report may say about its submission. */
export interface ReportSubmissionChange {
  /** true: submitted (needs the date); false: not submitted (clears it); absent: follows the date. */
  submitted?: boolean | null | undefined;
  submissionDate?: string | null | undefined;
}

/**
 * The submission date to store: a report marked submitted needs its submission date; marked not submitted,
 * the date is cleared; otherwise the date decides (null = not submitted).
 */
export function reportSubmissionDate(change: ReportSubmissionChange): string | null {
  if (change.submitted === true && !change.submissionDate) {
    const required = FIELD_ISSUES.required;
    throw new DomainError('VALIDATION', required.message, { details: { submissionDate: required } });
  }
  if (change.submitted === false) return null;
  return change.submissionDate ?? null;
}
