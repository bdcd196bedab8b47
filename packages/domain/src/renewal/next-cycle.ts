import { addDays, addYears } from '../dates/date-arithmetic.ts';
import { type DateInput, toWireDate } from '../dates/to-wire-date.ts';

/** How far ahead the renewals list looks by default. */
export const DEFAULT_RENEWAL_WINDOW_DAYS = 120;
/** The widest window accepted (ten years); wider asks are refused with BETWEEN 0..3660. */
export const MAX_RENEWAL_WINDOW_DAYS = 3660;

/** The most cycles a renewal skips forward looking for a future anniversary (a deadline from 1900 stays cheap). */
const MAX_YEARS = 1000;

export interface NextCycle {
  /** yyyy-MM-dd: the first anniversary of the previous deadline that is not before today. */
  deadline: string;
  /** Whole years between the previous deadline and the next one (1 unless anniversaries were missed). */
  years: number;
}

/**
 * The next cycle of an awarded application: the previous deadline plus one year, or, when that has
 * passed, the next anniversary on or after today (an anniversary falling today is still due). Each
 * anniversary is taken from the original deadline, so Feb 29 gives Feb 28 in common years and Feb 29 again
 * in leap years.
 */
export function nextCycle(previousDeadline: DateInput, today: DateInput): NextCycle {
  const todayWire = toWireDate(today);
  for (let years = 1; years <= MAX_YEARS; years += 1) {
    const deadline = addYears(previousDeadline, years);
    if (deadline >= todayWire) return { deadline, years };
  }
  return { deadline: addYears(previousDeadline, MAX_YEARS), years: MAX_YEARS };
}

/** Whether a next cycle falls due within `withinDays` of today (inclusive). */
export function isRenewalDue(nextDeadline: string, today: DateInput, withinDays: number): boolean {
  return nextDeadline <= addDays(today, withinDays);
}

/** The documents folder a renewal's links go in: 'Renewal 2027' (the year of the new deadline). */
export function renewalFolderName(nextDeadline: string): string {
  return `Renewal ${nextDeadline.slice(0, 4)}`;
}
