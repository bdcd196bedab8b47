import { DID_NOT_RESPOND_THRESHOLD_DAYS } from '../constants/limits.ts';
import { daysBetween } from '../dates/date-arithmetic.ts';
import type { DateInput } from '../dates/to-wire-date.ts';
import type { VisibleApplicationStatus } from '../shared/enums.ts';
import type { ApplicationFacts } from './application-types.ts';

/** True when the application was submitted and has neither an award nor a decline yet. */
export function isAwaitingResponse(app: ApplicationFacts): boolean {
  return (
    Boolean(app.submission?.submissionDate) &&
    !app.award &&
    !app.declined &&
    app.status !== 'AWARDED' &&
    app.status !== 'DECLINED' &&
    app.status !== 'INELIGIBLE' &&
    app.status !== 'NOT_APPLY'
  );
}

/**
 * The status a client sees (§4). The stored status is authoritative, except for an application still
 * awaiting a response (stored PENDING or SUBMITTED, a submission date, no award, no decline): more than 365
 * days after submission it is shown as DID_NOT_RESPOND (exactly 365 days is not yet), otherwise as PENDING
 * (§4: "a Yes application that is neither awarded nor declined is shown as Pending"), so that the grant
 * list's Pending filter and its badge agree.
 */
export function deriveApplicationStatus(app: ApplicationFacts, today: DateInput): VisibleApplicationStatus {
  const submissionDate = app.submission?.submissionDate;
  if (
    submissionDate &&
    isAwaitingResponse(app) &&
    daysBetween(submissionDate, today) > DID_NOT_RESPOND_THRESHOLD_DAYS
  ) {
    return 'DID_NOT_RESPOND';
  }
  return isAwaitingResponse(app) ? 'PENDING' : app.status;
}
