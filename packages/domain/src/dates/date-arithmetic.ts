import {
  daysInMonth,
  formatWireDate,
  fromDayNumber,
  requireWireDate,
  toDayNumber,
  type WireDate,
} from './calendar-date.ts';
import { type DateInput, toWireDate } from './to-wire-date.ts';

function dayNumberOf(date: DateInput): number {
  return toDayNumber(requireWireDate(toWireDate(date)));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: DateInput, to: DateInput): number {
  return dayNumberOf(to) - dayNumberOf(from);
}

export function addDays(date: DateInput, days: number): WireDate {
  return formatWireDate(fromDayNumber(dayNumberOf(date) + days));
}

/** Same month and day `years` later; Feb 29 becomes Feb 28 in a year without it. */
export function addYears(date: DateInput, years: number): WireDate {
  const { year, month, day } = requireWireDate(toWireDate(date));
  const target = year + years;
  return formatWireDate({ year: target, month, day: Math.min(day, daysInMonth(target, month)) });
}
