import type { WireDate } from './calendar-date.ts';
import { type DateInput, toWireDate } from './to-wire-date.ts';

// Zero-padded wire dates sort lexically in calendar order, so string comparison is exact.
export function compareDates(a: DateInput, b: DateInput): -1 | 0 | 1 {
  const left = toWireDate(a);
  const right = toWireDate(b);
  if (left === right) return 0;
  return left < right ? -1 : 1;
}

/** True when `date` is a later day than `today` ("in the future"). */
export function isAfterToday(date: DateInput, today: DateInput): boolean {
  return compareDates(date, today) > 0;
}

/**
 * "Not later than the end of today" (docs/product.md, Validation): any time on today's date is allowed, so for calendar dates this is
 * simply `date <= today`.
 */
export function isNotAfterEndOfToday(date: DateInput, today: DateInput): boolean {
  return !isAfterToday(date, today);
}

export function maxDate(a: WireDate, b: WireDate): WireDate {
  return compareDates(a, b) >= 0 ? toWireDate(a) : toWireDate(b);
}
