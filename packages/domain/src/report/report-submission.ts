import { DomainError } from '../shared/errors.ts';

/** What an update of a report may say about its submission. */
export interface ReportSubmissionChange {
  /** true: submitted (needs the date); false: not submitted (clears it); absent: follows the date. */
  submitted?: boolean | null | undefined;
  submissionDate?: string | null | undefined;
}

const REQUIRED = 'This field is required.';

/**
 * The submission date to store: a report marked submitted needs its submission date; marked not submitted,
 * the date is cleared; otherwise the date decides (null = not submitted).
 */
export function reportSubmissionDate(change: ReportSubmissionChange): string | null {
  if (change.submitted === true && !change.submissionDate) {
    throw new DomainError('VALIDATION', REQUIRED, { details: { submissionDate: REQUIRED } });
  }
  if (change.submitted === false) return null;
  return change.submissionDate ?? null;
}
