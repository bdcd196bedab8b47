import { DomainError } from '../shared/errors.ts';
import { FIELD_ISSUES } from '../shared/issue-codes.ts';
import { currentFiscalYear } from './fiscal-year-of.ts';
import { type FiscalYearRange, fiscalYearRange } from './fiscal-year-range.ts';
import type { FiscalYearAnchor } from './fiscal-year-start.ts';

/** The fiscal years an argument may name. */
export const FISCAL_YEAR_ARG_MIN = 1900;
export const FISCAL_YEAR_ARG_MAX = 2200; // the wire range of SECURITY 22 (dates/wire-date-range)

/** Whether `year` is a fiscal year an argument may name (1900..9998). */
export function isFiscalYearArg(year: number): boolean {
  return Number.isInteger(year) && year >= FISCAL_YEAR_ARG_MIN && year <= FISCAL_YEAR_ARG_MAX;
}

export interface FiscalWindow {
  fiscalYear: number;
  range: FiscalYearRange;
}

/**
 * A fiscal year (given, else the one `today` falls in) of an organisation with its first and last day.
 * A year outside 1900..9998 is a VALIDATION error on `fiscalYear`.
 */
export function fiscalWindow(anchor: FiscalYearAnchor, today: string, year?: number | null): FiscalWindow {
  const fiscalYear = year ?? currentFiscalYear(anchor, today);
  if (!isFiscalYearArg(fiscalYear)) {
    const invalid = FIELD_ISSUES.invalid;
    throw new DomainError('VALIDATION', invalid.message, { details: { fiscalYear: invalid } });
  }
  return { fiscalYear, range: fiscalYearRange(fiscalYear, anchor) };
}
