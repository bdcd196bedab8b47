import { describe, expect, it } from 'vitest';
import { compareDates, isAfterToday, isNotAfterEndOfToday, maxDate } from './compare-dates.ts';

const today = '2026-05-10';

describe('compareDates', () => {
  it.each([
    ['2026-05-10', '2026-05-10', 0],
    ['2026-05-09', '2026-05-10', -1],
    ['2026-05-11', '2026-05-10', 1],
    ['2025-12-31', '2026-01-01', -1],
  ])('%s vs %s → %i', (a, b, expected) => {
    expect(compareDates(a, b)).toBe(expected);
  });
});

describe('isAfterToday / isNotAfterEndOfToday', () => {
  it.each([
    ['2026-05-09', false],
    ['2026-05-10', false],
    ['2026-05-11', true],
    ['2027-01-01', true],
  ])('%s after %s? %s', (date, after) => {
    expect(isAfterToday(date, today)).toBe(after);
    expect(isNotAfterEndOfToday(date, today)).toBe(!after);
  });

  it('takes today as a Date read in UTC', () => {
    expect(isAfterToday('2026-05-11', new Date('2026-05-10T23:59:59Z'))).toBe(true);
    expect(isAfterToday('2026-05-11', new Date('2026-05-11T00:00:00Z'))).toBe(false);
  });
});

describe('maxDate', () => {
  it.each([
    ['2026-01-01', '2026-01-02', '2026-01-02'],
    ['2026-01-03', '2026-01-02', '2026-01-03'],
    ['2026-01-02', '2026-01-02', '2026-01-02'],
  ])('max(%s, %s) = %s', (a, b, expected) => {
    expect(maxDate(a, b)).toBe(expected);
  });
});
