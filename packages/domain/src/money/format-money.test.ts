import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money.ts';
import { parseMoney } from './parse-money.ts';

describe('formatMoney', () => {
  it.each([
    [0, '$0'],
    [1, '$0'],
    [49, '$0'],
    [50, '$1'], // half up
    [99, '$1'],
    [123400, '$1,234'],
    [123449, '$1,234'],
    [123450, '$1,235'],
    [99999999999, '$1,000,000,000'],
    [100000000000, '$1,000,000,000'],
    [-123450, '-$1,235'],
    [-49, '$0'], // no '-$0'
    [12.6, '$0'], // a fractional cent (e.g. an average) is rounded first
    [Number.MAX_SAFE_INTEGER, '$90,071,992,547,410'],
  ])('%d cents → %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [2 ** 60]])('rejects %d', (cents) => {
    expect(() => formatMoney(cents)).toThrow(expect.objectContaining({ code: 'VALIDATION' }));
  });

  it('formatting whole-dollar cents then parsing gives them back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Math.floor(Number.MAX_SAFE_INTEGER / 100) }), (dollars) => {
        expect(parseMoney(formatMoney(dollars * 100))).toBe(dollars * 100);
      }),
    );
  });

  it('formatting any cents then parsing gives them back rounded to the dollar', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 13 }), (cents) => {
        expect(parseMoney(formatMoney(cents))).toBe(Math.round(cents / 100) * 100);
      }),
    );
  });
});
