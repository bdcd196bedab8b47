import { DID_NOT_RESPOND_THRESHOLD_DAYS } from '../constants/limits.ts';
import { daysBetween } from '../dates/date-arithmetic.ts';
import type { DateInput } from '../dates/to-wire-date.ts';
import type { ApplicationFacts } from './application-types.ts';
import { deriveApplicationStatus } from './derive-application-status.ts';

/**
 * Days the funder took to answer: award receivement date − submission date. A did-not-respond application
 * counts as 365 days (§4). null when there is nothing to measure (not submitted, still waiting, declined,
 * or an award without a receivement date).
 */
export function responseDays(app: ApplicationFacts, today: DateInput): number | null {
  const submissionDate = app.submission?.submissionDate;
  if (!submissionDate) return null;
  const receivementDate = app.award?.receivementDate;
  if (receivementDate) return daysBetween(submissionDate, receivementDate);
  return deriveApplicationStatus(app, today) === 'DID_NOT_RESPOND' ? DID_NOT_RESPOND_THRESHOLD_DAYS : null;
}
