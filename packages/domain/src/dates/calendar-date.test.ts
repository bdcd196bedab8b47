import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors.ts';
import { FIELD_ISSUES } from '../shared/issue-codes.ts';
import {
  daysInMonth,
  formatWireDate,
  fromDayNumber,
  isLeapYear,
  isValidCalendarDate,
  isWireDate,
  parseWireDate,
  requireWireDate,
  toDayNumber,
} from './calendar-date.ts';

describe('isLeapYear', () => {
  it.each([
    [2024, true],
    [2025, false],
    [1900, false],
    [2000, true],
    [2100, false],
  ])('%i → %s', (year, expected) => {
    expect(isLeapYear(year)).toBe(expected);
  });
});

describe('daysInMonth', () => {
  it.each([
    [2024, 2, 29],
    [2025, 2, 28],
    [2025, 1, 31],
    [2025, 4, 30],
    [2025, 6, 30],
    [2025, 9, 30],
    [2025, 11, 30],
    [2025, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});

describe('parseWireDate / isWireDate', () => {
  it.each([
    ['2026-11-25', { year: 2026, month: 11, day: 25 }],
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['0001-01-01', { year: 1, month: 1, day: 1 }],
    ['2025-02-29', null],
    ['2026-13-01', null],
    ['2026-00-10', null],
    ['2026-04-31', null],
    ['0000-01-01', null],
    ['2026-1-01', null],
    ['26-01-01', null],
    ['2026-01-01T00:00:00Z', null],
    ['', null],
    ['not a date', null],
  ])('%j → %j', (text, expected) => {
    expect(parseWireDate(text)).toEqual(expected);
    expect(isWireDate(text)).toBe(expected !== null);
  });

  it.each([[null], [undefined], [20260101], [new Date()]])(
    'isWireDate(%j) is false for non-strings',
    (value) => {
      expect(isWireDate(value)).toBe(false);
    },
  );
});

describe('isValidCalendarDate', () => {
  it.each([
    [{ year: 2026, month: 1, day: 1 }, true],
    [{ year: 2026, month: 1.5, day: 1 }, false],
    [{ year: 10000, month: 1, day: 1 }, false],
    [{ year: 2026, month: 2, day: 0 }, false],
  ])('%j → %s', (date, expected) => {
    expect(isValidCalendarDate(date)).toBe(expected);
  });
});

describe('requireWireDate', () => {
  it.each([['2026-02-30'], ['x'], ['']])('throws VALIDATION for %j', (text) => {
    expect(() => requireWireDate(text, 'deadline')).toThrow(DomainError);
    try {
      requireWireDate(text, 'deadline');
    } catch (error) {
      expect((error as DomainError).code).toBe('VALIDATION');
      expect((error as DomainError).details).toEqual({ deadline: 'This field is invalid.' });
      expect((error as DomainError).fields).toEqual({ deadline: FIELD_ISSUES.invalid });
    }
  });
});

describe('formatWireDate', () => {
  it.each([
    [{ year: 2026, month: 1, day: 5 }, '2026-01-05'],
    [{ year: 999, month: 12, day: 31 }, '0999-12-31'],
  ])('%j → %s', (date, expected) => {
    expect(formatWireDate(date)).toBe(expected);
  });
});

describe('day numbers', () => {
  it.each([
    ['1970-01-01', 0],
    ['1970-01-02', 1],
    ['1969-12-31', -1],
    ['2000-03-01', 11017],
    ['2026-11-25', 20782],
  ])('%s is day %i', (text, dayNumber) => {
    const date = requireWireDate(text);
    expect(toDayNumber(date)).toBe(dayNumber);
    expect(fromDayNumber(dayNumber)).toEqual(date);
  });

  it('agrees with Date.UTC and round-trips for every day in years 1..9999', () => {
    fc.assert(
      fc.property(fc.integer({ min: toDayNumber({ year: 1, month: 1, day: 1 }), max: 2932896 }), (n) => {
        const date = fromDayNumber(n);
        expect(isValidCalendarDate(date)).toBe(true);
        expect(toDayNumber(date)).toBe(n);
        const utc = new Date(0);
        utc.setUTCFullYear(date.year, date.month - 1, date.day);
        expect(Math.round(utc.getTime() / 86_400_000)).toBe(n);
      }),
    );
  });
});
