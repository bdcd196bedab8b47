import { RECURRENCE_COUNT } from '../constants/limits.ts';
import { requireWireDate, type WireDate } from '../dates/calendar-date.ts';
import { addYears } from '../dates/date-arithmetic.ts';
import type { GrantFrequency } from '../shared/enums.ts';
import { DomainError } from '../shared/errors.ts';
import { betweenIssue, FIELD_ISSUES } from '../shared/issue-codes.ts';

export type RecurrenceCountIssue = 'REQUIRED' | 'INVALID' | 'TOO_SMALL' | 'TOO_LARGE';

/** The recurrence-count rule (docs/product.md, Creating a grant): only a RECURRING grant has one, a whole number from 2 to 10. */
export function recurrenceCountIssue(
  frequency: GrantFrequency,
  recurrenceCount: unknown,
): RecurrenceCountIssue | null {
  if (frequency !== 'RECURRING') return null;
  if (recurrenceCount === null || recurrenceCount === undefined) return 'REQUIRED';
  if (typeof recurrenceCount !== 'number' || !Number.isInteger(recurrenceCount)) return 'INVALID';
  if (recurrenceCount < RECURRENCE_COUNT.min) return 'TOO_SMALL';
  if (recurrenceCount > RECURRENCE_COUNT.max) return 'TOO_LARGE';
  return null;
}

/** How many applications a grant gets: ONE_TIME → 1; RECURRING → the chosen count (recurrenceCountIssue). */
export function recurrenceCountFor(
  frequency: GrantFrequency,
  recurrenceCount: number | null | undefined,
): number {
  if (frequency === 'ONE_TIME') return 1;
  if (recurrenceCountIssue(frequency, recurrenceCount) !== null || typeof recurrenceCount !== 'number') {
    const between = betweenIssue(RECURRENCE_COUNT.min, RECURRENCE_COUNT.max);
    throw new DomainError('VALIDATION', 'Invalid recurrence count', {
      details: { recurrenceCount: between },
      issue: between,
    });
  }
  return recurrenceCount;
}

/**
 * The deadlines of a grant's applications, one year apart from the first. Each is computed from the first
 * deadline (not the previous one), so a Feb 29 deadline is Feb 28 in common years and Feb 29 again in leap years.
 */
export function recurringDeadlines(firstDeadline: WireDate, recurrenceCount: number): WireDate[] {
  requireWireDate(firstDeadline, 'applicationDeadline');
  if (!Number.isInteger(recurrenceCount) || recurrenceCount < 1 || recurrenceCount > RECURRENCE_COUNT.max) {
    throw new DomainError('VALIDATION', 'Invalid recurrence count', {
      details: { recurrenceCount: FIELD_ISSUES.invalid },
      issue: FIELD_ISSUES.invalid,
    });
  }
  return Array.from({ length: recurrenceCount }, (_, i) => addYears(firstDeadline, i));
}
