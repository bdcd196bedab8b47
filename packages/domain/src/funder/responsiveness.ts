import type { ApplicationFacts } from '../application/application-types.ts';
import { deriveApplicationStatus } from '../application/derive-application-status.ts';
import { responseDays } from '../application/response-days.ts';
import type { DateInput } from '../dates/to-wire-date.ts';

// How a funder answers, over the funder's applications that have a submission date.
// packages/db computes the same figures in one SQL statement each; its property test checks them against
// `funderResponsiveness` below, so this file is the definition.

export type ResponseOutcome = 'AWARDED' | 'DECLINED' | 'DID_NOT_RESPOND' | 'PENDING';

export interface ResponsivenessFacts extends ApplicationFacts {
  amountAwardedCents: number | null;
}

export interface FunderResponsiveness {
  /** Applications with a submission date (INELIGIBLE / NOT_APPLY ones with a date count here only). */
  submitted: number;
  awarded: number;
  declined: number;
  didNotRespond: number;
  /** Still waiting, 365 days or less after submission. */
  pending: number;
  /** awarded ÷ (awarded + declined + didNotRespond); null when nothing is decided. */
  winRate: number | null;
  /** Median of the response days (receivement − submission, 365 for did-not-respond); null without any. */
  medianResponseDays: number | null;
  /** Sum of the awarded amounts of the awarded applications, cents. */
  totalAwardedCents: number;
}

/** The outcome a submitted application counts under, by the displayed status; null for the others. */
export function responseOutcome(app: ApplicationFacts, today: DateInput): ResponseOutcome | null {
  if (!app.submission?.submissionDate) return null;
  const status = deriveApplicationStatus(app, today);
  if (status === 'AWARDED' || status === 'DECLINED' || status === 'DID_NOT_RESPOND') return status;
  return status === 'PENDING' || status === 'SUBMITTED' ? 'PENDING' : null;
}

export function winRate(awarded: number, declined: number, didNotRespond: number): number | null {
  const decided = awarded + declined + didNotRespond;
  return decided === 0 ? null : awarded / decided;
}

/** The middle value, or the mean of the two middle values; null for none (SQL's percentile_cont(0.5)). */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] as number;
  return ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export function funderResponsiveness(
  apps: readonly ResponsivenessFacts[],
  today: DateInput,
): FunderResponsiveness {
  const counts = { AWARDED: 0, DECLINED: 0, DID_NOT_RESPOND: 0, PENDING: 0 };
  const days: number[] = [];
  let submitted = 0;
  let totalAwardedCents = 0;
  for (const app of apps) {
    if (!app.submission?.submissionDate) continue;
    submitted += 1;
    const outcome = responseOutcome(app, today);
    if (outcome) counts[outcome] += 1;
    if (outcome === 'AWARDED') totalAwardedCents += app.amountAwardedCents ?? 0;
    const answered = responseDays(app, today);
    if (answered !== null) days.push(answered);
  }
  return {
    submitted,
    awarded: counts.AWARDED,
    declined: counts.DECLINED,
    didNotRespond: counts.DID_NOT_RESPOND,
    pending: counts.PENDING,
    winRate: winRate(counts.AWARDED, counts.DECLINED, counts.DID_NOT_RESPOND),
    medianResponseDays: median(days),
    totalAwardedCents,
  };
}
