import { describe, expect, it } from 'vitest';
import { assertToday, isIsoDate, latestToday, localToday, readDate } from './dates.ts';
import { formDate, isoDate } from './fields.ts';

describe('isIsoDate', () => {
  it.each([['2024-02-29'], ['2025-12-31'], ['1999-01-01']])('%s is a date', (value) => {
    expect(isIsoDate(value)).toBe(true);
  });
  it.each([['2025-02-29'], ['2025-13-01'], ['2025-1-1'], ['01/02/2025'], ['2025-04-31'], ['']])(
    '%j is not',
    (value) => {
      expect(isIsoDate(value)).toBe(false);
    },
  );
});

describe('readDate', () => {
  it.each([
    [null, { kind: 'blank' }],
    [undefined, { kind: 'blank' }],
    ['  ', { kind: 'blank' }],
    ['2025-06-15', { kind: 'date', date: '2025-06-15' }],
    ['2025-06-15 00:00:00', { kind: 'date', date: '2025-06-15' }],
    ['2025-06-15T10:00:00Z', { kind: 'date', date: '2025-06-15' }],
    [new Date(2025, 5, 15, 23, 30), { kind: 'date', date: '2025-06-15' }],
    ['06/15/2025', { kind: 'invalid' }],
    ['2025-02-30', { kind: 'invalid' }],
    [new Date(Number.NaN), { kind: 'invalid' }],
    [12, { kind: 'invalid' }],
  ])('reads %j', (value, reading) => {
    expect(readDate(value)).toEqual(reading);
  });
});

describe('today helpers', () => {
  it('formats the local day', () => {
    expect(localToday(new Date(2025, 0, 5, 12))).toBe('2025-01-05');
  });
  it('takes the latest calendar day on Earth (UTC+14)', () => {
    expect(latestToday(new Date('2025-06-15T09:59:00Z'))).toBe('2025-06-15');
    expect(latestToday(new Date('2025-06-15T10:00:00Z'))).toBe('2025-06-16');
  });
  it('refuses a malformed today', () => {
    expect(() => assertToday({ today: '15/06/2025' })).toThrow(TypeError);
  });
});

describe('the wire date range (SECURITY 22)', () => {
  const codeOf = (result: { error?: { issues: unknown[] } }) =>
    (result.error?.issues[0] as { params?: { code?: string } } | undefined)?.params?.code;
  it.each(['1900-01-01', '2026-05-01', '2200-12-31'])('accepts %s', (date) => {
    expect(isoDate.safeParse(date).success).toBe(true);
    expect(formDate.safeParse(date).success).toBe(true);
  });
  it.each(['0001-01-01', '1899-12-31', '2201-01-01', '9999-12-31'])('refuses %s', (date) => {
    expect(codeOf(isoDate.safeParse(date))).toBe('DATE_OUT_OF_RANGE');
    expect(codeOf(formDate.safeParse(date))).toBe('DATE_OUT_OF_RANGE');
  });
});
