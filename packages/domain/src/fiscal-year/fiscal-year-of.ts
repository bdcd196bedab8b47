import { requireWireDate } from '../dates/calendar-date.ts';
import type { DateInput } from '../dates/to-wire-date.ts';
import { type FiscalYearAnchor, fiscalYearStart } from './fiscal-year-start.ts';

/**
 * The number of the fiscal year containing `date`. A fiscal year is named by the calendar year in which it
 * starts: with a July 1 start, 2026-07-01 .. 2027-06-30 is FY 2026.
 */
export function fiscalYearOf(date: DateInput, anchor: FiscalYearAnchor): number {
  return requireWireDate(fiscalYearStart(anchor, date)).year;
}

/** The organisation's current fiscal year (`Organization.currentFiscalYear`). */
export function currentFiscalYear(anchor: FiscalYearAnchor, today: DateInput): number {
  return fiscalYearOf(today, anchor);
}
