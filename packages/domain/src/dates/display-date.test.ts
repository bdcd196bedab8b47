import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatWireDate, fromDayNumber } from './calendar-date.ts';
import { displayDatePattern, parseDisplayDate, toDisplayDate } from './display-date.ts';

describe('toDisplayDate', () => {
  it.each([
    ['2026-11-25', '11/25/2026'],
    ['2026-01-05', '01/05/2026'],
    ['2024-02-29', '02/29/2024'],
  ])('%s → %s', (wire, display) => {
    expect(toDisplayDate(wire)).toBe(display);
  });

  it.each([
    ['pt', '10/07/2024'],
    ['de', '10.07.2024'],
    ['en', '07/10/2024'],
  ])('writes 2024-07-10 in %s as %s', (language, display) => {
    expect(toDisplayDate('2024-07-10', language)).toBe(display);
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

  it.each([
    ['31/01/2027', 'pt', '2027-01-31'],
    ['05/03/2027', 'pt', '2027-03-05'],
    ['05/03/2027', 'en', '2027-05-03'],
    ['31.01.2027', 'de', '2027-01-31'],
    ['31/01/2027', 'de', '2027-01-31'],
    ['5.3.2027', 'de', '2027-03-05'],
    ['31/01/2027', 'en', null],
    ['01/31/2027', 'pt', null],
    ['30.02.2026', 'de', null],
  ])('%j in %s → %j', (text, language, expected) => {
    expect(parseDisplayDate(text, language)).toBe(expected);
  });

  it.each(['en', 'pt', 'de', 'pt-BR'])('round-trips with toDisplayDate in %s', (language) => {
    fc.assert(
      fc.property(fc.integer({ min: -700_000, max: 2_900_000 }), (n) => {
        const wire = formatWireDate(fromDayNumber(n));
        expect(parseDisplayDate(toDisplayDate(wire, language), language)).toBe(wire);
      }),
    );
  });
});

describe('displayDatePattern', () => {
  it.each([
    ['en', 'MM/DD/YYYY'],
    ['pt', 'DD/MM/YYYY'],
    ['de', 'DD.MM.YYYY'],
    ['fr', 'MM/DD/YYYY'],
  ])('%s → %s', (language, pattern) => {
    expect(displayDatePattern(language)).toBe(pattern);
  });
});
