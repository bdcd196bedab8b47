import { describe, expect, it } from 'vitest';
import { addDays, addYears, daysBetween } from './date-arithmetic.ts';

describe('daysBetween', () => {
  it.each([
    ['2026-01-01', '2026-01-01', 0],
    ['2026-01-01', '2026-01-02', 1],
    ['2026-01-02', '2026-01-01', -1],
    ['2025-01-01', '2026-01-01', 365],
    ['2024-01-01', '2025-01-01', 366],
    ['2026-03-07', '2026-03-09', 2], // across the US daylight-saving change
    ['2026-03-28', '2026-03-30', 2], // across the EU one
  ])('%s → %s is %i', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  it('accepts Date values read in UTC', () => {
    expect(daysBetween(new Date('2026-01-01T23:00:00Z'), '2026-01-03')).toBe(2);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-02-28', 1, '2025-03-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-06-15', 0, '2026-06-15'],
  ])('%s + %i → %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});

describe('addYears', () => {
  it.each([
    ['2026-06-15', 1, '2027-06-15'],
    ['2024-02-29', 1, '2025-02-28'],
    ['2024-02-29', 4, '2028-02-29'],
    ['2024-02-29', -1, '2023-02-28'],
    ['2025-02-28', 3, '2028-02-28'],
    ['2026-12-31', 0, '2026-12-31'],
  ])('%s + %i years → %s', (date, years, expected) => {
    expect(addYears(date, years)).toBe(expected);
  });
});
