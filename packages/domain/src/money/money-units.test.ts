import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents } from './money-units.ts';

describe('centsToDollars', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [1234, 12.34],
    [-250, -2.5],
    [99999999999, 999999999.99],
  ])('%d → %d', (cents, dollars) => {
    expect(centsToDollars(cents)).toBe(dollars);
  });

  it.each([[1.5], [Number.NaN], [2 ** 60]])('rejects %d', (cents) => {
    expect(() => centsToDollars(cents)).toThrow(expect.objectContaining({ code: 'VALIDATION' }));
  });
});

describe('dollarsToCents', () => {
  it.each([
    [0, 0],
    [-0, 0],
    [12.34, 1234],
    [1.005, 101], // Math.round(1.005 * 100) would give 100
    [0.1 + 0.2, 30],
    [1.015, 102],
    [19.99, 1999],
    [0.001, 0],
    [0.005, 1],
    [-0.004, 0],
    [-2.5, -250],
    [-1.005, -101],
    [1e-7, 0],
    [1e12, 1e14],
    [10_000_000_000_000.01, 1_000_000_000_000_001],
  ])('%d → %d', (dollars, cents) => {
    expect(Object.is(dollarsToCents(dollars), cents === 0 ? 0 : cents)).toBe(true);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [1e20], [1e21]])('rejects %d', (dollars) => {
    expect(() => dollarsToCents(dollars)).toThrow(expect.objectContaining({ code: 'VALIDATION' }));
  });

  // A double tells neighbouring cents apart only below about $3.5e13 (its spacing must stay under half a
  // cent), so dollars on the wire are exact to the cent up to $10 trillion and beyond any real grant.
  it('round-trips every cents value up to $10 trillion', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 15), max: 10 ** 15 }), (cents) => {
        expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
      }),
    );
  });
});
