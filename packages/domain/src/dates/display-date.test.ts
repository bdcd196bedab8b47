import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatWireDate, fromDayNumber } from './calendar-date.ts';
import { parseDisplayDate, toDisplayDate } from './display-date.ts';

describe('toDisplayDate', () => {
  it.each([
    ['2026-11-25', '11/25/2026'],
    ['2026-01-05', '01/05/2026'],
    ['2024-02-29', '02/29/2024'],
  ])('%s → %s', (wire, display) => {
    expect(toDisplayDate(wire)).toBe(display);
  });

  it.each([['2026-02-30'], ['11/25/2026']])('rejects %s', (wire) => {
    expect(() => toDisplayDate(wire)).toThrow(expect.objectContaining({ code: 'VALIDATION' }));
  });
});

describe('parseDisplayDate', () => {
  it.each([
    ['11/25/2026', '2026-11-25'],
    ['1/5/2026', '2026-01-05'],
    [' 02/29/2024 ', '2024-02-29'],
    ['02/29/2025', null],
    ['02/30/2026', null],
    ['13/01/2026', null],
    ['00/10/2026', null],
    ['11/25/26', null],
    ['2026-11-25', null],
    ['', null],
    ['aa/bb/cccc', null],
  ])('%j → %j', (text, expected) => {
    expect(parseDisplayDate(text)).toBe(expected);
  });

  it('round-trips with toDisplayDate', () => {
    fc.assert(
      fc.property(fc.integer({ min: -700_000, max: 2_900_000 }), (n) => {
        const wire = formatWireDate(fromDayNumber(n));
        expect(parseDisplayDate(toDisplayDate(wire))).toBe(wire);
      }),
    );
  });
});
