import type { WireDate } from '../dates/calendar-date.ts';
import { DomainError } from '../shared/errors.ts';
import { FIELD_ISSUES } from '../shared/issue-codes.ts';
import { fiscalYearEnd } from './fiscal-year-end.ts';
import { type FiscalYearAnchor, fiscalYearStartIn } from './fiscal-year-start.ts';

export interface FiscalYearRange {
  start: WireDate;
  /** Inclusive last day. */
  end: WireDate;
}

export function fiscalYearRange(year: number, anchor: FiscalYearAnchor): FiscalYearRange {
  if (!Number.isInteger(year) || year < 1 || year > 9998) {
    throw new DomainError('VALIDATION', 'Invalid fiscal year', {
      details: { year: FIELD_ISSUES.invalid },
      issue: FIELD_ISSUES.invalid,
    });
  }
  const start = fiscalYearStartIn(year, anchor);
  return { start, end: fiscalYearEnd(start, anchor) };
}
