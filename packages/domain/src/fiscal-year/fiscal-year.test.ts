import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatWireDate, fromDayNumber } from '../dates/calendar-date.ts';
import { addDays } from '../dates/date-arithmetic.ts';
import { chartFiscalYears } from './chart-fiscal-years.ts';
import { fiscalYearEnd } from './fiscal-year-end.ts';
import { fiscalYearLabel } from './fiscal-year-label.ts';
import { currentFiscalYear, fiscalYearOf } from './fiscal-year-of.ts';
import { fiscalYearRange } from './fiscal-year-range.ts';
import { fiscalYearStart, fiscalYearStartIn } from './fiscal-year-start.ts';

describe('fiscalYearStart', () => {
  it.each<[string | null, string, string]>([
    ['2020-07-01', '2026-08-15', '2026-07-01'],
    ['2020-07-01', '2026-07-01', '2026-07-01'], // the start day itself is in the new year
    ['2020-07-01', '2026-06-30', '2025-07-01'], // this year's start is in the future
    ['2020-07-01', '2026-01-01', '2025-07-01'],
    ['2019-10-01', '2026-12-31', '2026-10-01'],
    ['2020-01-01', '2026-01-01', '2026-01-01'],
    [null, '2026-08-15', '2026-01-01'],
    ['', '2026-08-15', '2026-01-01'],
    ['2020-02-29', '2026-03-01', '2026-02-28'], // Feb 29 start in a common year → Feb 28
    ['2020-02-29', '2026-02-27', '2025-02-28'],
    ['2020-02-29', '2028-02-28', '2027-02-28'], // in a leap year the start is Feb 29
    ['2020-02-29', '2028-02-29', '2028-02-29'],
    ['2021-02-28', '2028-02-28', '2028-02-28'],
  ])('anchor %j, today %s → %s', (anchor, today, expected) => {
    expect(fiscalYearStart(anchor, today)).toBe(expected);
  });

  it('accepts today as a Date read in UTC', () => {
    expect(fiscalYearStart('2020-07-01', new Date('2026-06-30T23:59:59Z'))).toBe('2025-07-01');
    expect(fiscalYearStart('2020-07-01', new Date('2026-07-01T00:00:00Z'))).toBe('2026-07-01');
  });

  it.each([['2026-13-01'], ['07/01/2026']])('rejects a malformed anchor %j', (anchor) => {
    expect(() => fiscalYearStart(anchor, '2026-01-01')).toThrow(
      expect.objectContaining({ code: 'VALIDATION' }),
    );
  });
});

describe('fiscalYearStartIn', () => {
  it.each<[number, string | null, string]>([
    [2026, '2020-07-01', '2026-07-01'],
    [2025, '2024-02-29', '2025-02-28'],
    [2028, '2024-02-29', '2028-02-29'],
    [2026, null, '2026-01-01'],
  ])('%i with anchor %j → %s', (year, anchor, expected) => {
    expect(fiscalYearStartIn(year, anchor)).toBe(expected);
  });
});

describe('fiscalYearEnd', () => {
  it.each<[string, string | undefined, string]>([
    ['2026-07-01', undefined, '2027-06-30'],
    ['2026-01-01', undefined, '2026-12-31'],
    ['2027-03-01', undefined, '2028-02-29'],
    ['2024-02-29', undefined, '2025-02-27'],
    ['2027-02-28', undefined, '2028-02-27'],
    ['2027-02-28', '2020-02-29', '2028-02-28'], // next start is Feb 29 2028
    ['2028-02-29', '2020-02-29', '2029-02-27'],
  ])('start %s (anchor %j) → %s', (start, anchor, expected) => {
    expect(fiscalYearEnd(start, anchor)).toBe(expected);
  });
});

describe('fiscalYearOf / currentFiscalYear', () => {
  it.each<[string, string | null, number]>([
    ['2026-07-01', '2020-07-01', 2026],
    ['2027-06-30', '2020-07-01', 2026],
    ['2026-06-30', '2020-07-01', 2025],
    ['2026-12-31', null, 2026],
    ['2026-01-01', null, 2026],
    ['2028-02-28', '2020-02-29', 2027],
    ['2028-02-29', '2020-02-29', 2028],
  ])('%s with anchor %j is FY %i', (date, anchor, fy) => {
    expect(fiscalYearOf(date, anchor)).toBe(fy);
    expect(currentFiscalYear(anchor, date)).toBe(fy);
  });
});

describe('fiscalYearRange', () => {
  it.each<[number, string | null, { start: string; end: string }]>([
    [2026, '2020-07-01', { start: '2026-07-01', end: '2027-06-30' }],
    [2026, null, { start: '2026-01-01', end: '2026-12-31' }],
    [2027, '2020-02-29', { start: '2027-02-28', end: '2028-02-28' }],
    [2028, '2020-02-29', { start: '2028-02-29', end: '2029-02-27' }],
    [2026, '2020-10-01', { start: '2026-10-01', end: '2027-09-30' }],
  ])('FY %i with anchor %j → %j', (year, anchor, range) => {
    expect(fiscalYearRange(year, anchor)).toEqual(range);
  });

  it.each([[0], [2026.5], [Number.NaN], [9999]])('rejects year %s', (year) => {
    expect(() => fiscalYearRange(year, null)).toThrow(expect.objectContaining({ code: 'VALIDATION' }));
  });

  it('ranges are contiguous and contain exactly their days, for any anchor', () => {
    const dayArb = fc.integer({ min: 0, max: 40_000 }).map((n) => formatWireDate(fromDayNumber(n)));
    fc.assert(
      fc.property(
        dayArb,
        fc.option(dayArb, { nil: null }),
        fc.integer({ min: 1971, max: 2070 }),
        (day, anchor, y) => {
          const range = fiscalYearRange(y, anchor);
          expect(addDays(range.end, 1)).toBe(fiscalYearRange(y + 1, anchor).start);
          const fy = fiscalYearOf(day, anchor);
          const own = fiscalYearRange(fy, anchor);
          expect(own.start <= day && day <= own.end).toBe(true);
          expect(fiscalYearStart(anchor, day)).toBe(own.start);
        },
      ),
    );
  });
});

describe('fiscalYearLabel', () => {
  it.each([
    [2026, 'FY 2026'],
    [1999, 'FY 1999'],
  ])('%i → %s', (year, label) => {
    expect(fiscalYearLabel(year)).toBe(label);
  });
});

describe('chartFiscalYears', () => {
  it.each([
    [2026, [2024, 2025, 2026]],
    [2000, [1998, 1999, 2000]],
  ])('%i → %j', (fy, years) => {
    expect(chartFiscalYears(fy)).toEqual(years);
  });
});
