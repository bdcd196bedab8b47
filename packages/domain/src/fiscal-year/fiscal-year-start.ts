import {
  type CalendarDate,
  daysInMonth,
  formatWireDate,
  requireWireDate,
  type WireDate,
} from '../dates/calendar-date.ts';
import { type DateInput, toWireDate } from '../dates/to-wire-date.ts';

/**
 * The organisation's fiscalYearStart, as stored (a date whose month and day matter, its year does not).
 * null, undefined or '' means "not known": the calendar year is used (docs/product.md, Money and dates).
 */
export type FiscalYearAnchor = WireDate | null | undefined;

function anchorMonthDay(anchor: FiscalYearAnchor): Pick<CalendarDate, 'month' | 'day'> {
  if (anchor === null || anchor === undefined || anchor === '') return { month: 1, day: 1 };
  const { month, day } = requireWireDate(anchor, 'fiscalYearStart');
  return { month, day };
}

/** The first day of the fiscal year that starts in calendar year `year`; a Feb 29 anchor is Feb 28 in common years. */
export function fiscalYearStartIn(year: number, anchor: FiscalYearAnchor): WireDate {
  const { month, day } = anchorMonthDay(anchor);
  return formatWireDate({ year, month, day: Math.min(day, daysInMonth(year, month)) });
}

/**
 * The first day (yyyy-MM-dd) of the fiscal year containing `today`: the anchor's month/day in today's year,
 * or in the previous year when that date is still in the future.
 */
export function fiscalYearStart(anchor: FiscalYearAnchor, today: DateInput): WireDate {
  const day = toWireDate(today);
  const { year } = requireWireDate(day);
  const thisYear = fiscalYearStartIn(year, anchor);
  return thisYear > day ? fiscalYearStartIn(year - 1, anchor) : thisYear;
}
