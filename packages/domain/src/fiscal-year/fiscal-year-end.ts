import { requireWireDate, type WireDate } from '../dates/calendar-date.ts';
import { addDays } from '../dates/date-arithmetic.ts';
import { type FiscalYearAnchor, fiscalYearStartIn } from './fiscal-year-start.ts';

/**
 * The last day (inclusive: the fiscal year runs to the end of this day) of the fiscal year beginning at `start`:
 * the next fiscal year's start minus one day. Pass the organisation's anchor when it may be Feb 29, so that a
 * year starting on a clamped Feb 28 ends the day before the next (possibly Feb 29) start; without it the
 * start's own month/day is the anchor. Queries on timestamps should use `< addDays(end, 1)`.
 */
export function fiscalYearEnd(start: WireDate, anchor: FiscalYearAnchor = start): WireDate {
  const { year } = requireWireDate(start, 'start');
  return addDays(fiscalYearStartIn(year + 1, anchor), -1);
}
