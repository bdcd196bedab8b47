import { describe, expect, it } from 'vitest';
import type { GrantFrequency } from '../shared/enums.ts';
import {
  type RecurrenceCountIssue,
  recurrenceCountFor,
  recurrenceCountIssue,
  recurringDeadlines,
} from './recurring-deadlines.ts';

describe('recurrenceCountIssue', () => {
  it.each<[GrantFrequency, unknown, RecurrenceCountIssue | null]>([
    ['ONE_TIME', null, null],
    ['ONE_TIME', 40, null],
    ['RECURRING', 2, null],
    ['RECURRING', 10, null],
    ['RECURRING', null, 'REQUIRED'],
    ['RECURRING', undefined, 'REQUIRED'],
    ['RECURRING', 2.5, 'INVALID'],
    ['RECURRING', Number.NaN, 'INVALID'],
    ['RECURRING', '3', 'INVALID'],
    ['RECURRING', 1, 'TOO_SMALL'],
    ['RECURRING', 11, 'TOO_LARGE'],
  ])('%s with %j → %j', (frequency, count, expected) => {
    expect(recurrenceCountIssue(frequency, count)).toBe(expected);
  });
});

describe('recurrenceCountFor', () => {
  it.each<[GrantFrequency, number | null | undefined, number]>([
    ['ONE_TIME', null, 1],
    ['ONE_TIME', 5, 1],
    ['RECURRING', 2, 2],
    ['RECURRING', 10, 10],
  ])('%s with %j → %i', (frequency, count, expected) => {
    expect(recurrenceCountFor(frequency, count)).toBe(expected);
  });

  it.each([[null], [undefined], [1], [11], [2.5], [Number.NaN]])('rejects RECURRING with %j', (count) => {
    expect(() => recurrenceCountFor('RECURRING', count)).toThrow(
      expect.objectContaining({ code: 'VALIDATION' }),
    );
  });
});

describe('recurringDeadlines', () => {
  it.each([
    ['2026-09-01', 1, ['2026-09-01']],
    ['2026-09-01', 3, ['2026-09-01', '2027-09-01', '2028-09-01']],
    ['2028-02-29', 5, ['2028-02-29', '2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29']],
    ['2026-12-31', 2, ['2026-12-31', '2027-12-31']],
  ])('%s × %i → %j', (first, count, expected) => {
    expect(recurringDeadlines(first, count)).toEqual(expected);
  });

  it('makes ten at most', () => {
    expect(recurringDeadlines('2026-01-01', 10)).toHaveLength(10);
  });

  it.each([
    ['2026-02-30', 2],
    ['2026-01-01', 0],
    ['2026-01-01', 11],
    ['2026-01-01', 1.5],
  ])('rejects %s × %d', (first, count) => {
    expect(() => recurringDeadlines(first, count)).toThrow(expect.objectContaining({ code: 'VALIDATION' }));
  });
});
