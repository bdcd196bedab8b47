import { describe, expect, it } from 'vitest';
import { fiscalYearOptions, monthNames, readMonthYear, toFiscalYearStart } from './fiscal-year-start.ts';

describe('fiscal year start', () => {
  it('round-trips month and year through the wire date', () => {
    expect(toFiscalYearStart({ month: 7, year: 2025 })).toBe('2025-07-01');
    expect(readMonthYear('2025-07-01')).toEqual({ month: 7, year: 2025 });
  });

  it('stays empty until both parts are chosen', () => {
    expect(toFiscalYearStart({ month: 7, year: null })).toBe('');
    expect(toFiscalYearStart({ month: null, year: 2025 })).toBe('');
    expect(readMonthYear('')).toEqual({ month: null, year: null });
  });

  it('offers recent and upcoming years, newest first', () => {
    const years = fiscalYearOptions(new Date(2025, 5, 1));
    expect(years[0]).toBe(2027);
    expect(years.at(-1)).toBe(2015);
  });

  it('names months in the display language', () => {
    expect(monthNames('en')[0]).toBe('January');
    expect(monthNames('de')[2]).toBe('März');
  });
});
