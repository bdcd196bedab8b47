import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoneyCompact } from './format-money-compact.ts';

describe('formatMoneyCompact', () => {
  it.each([
    [0, '$0'],
    [99_900, '$999'],
    [99_949, '$999'],
    [99_950, '$1K'], // $999.50 rounds to $1,000
    [100_000, '$1K'],
    [123_400, '$1.2K'],
    [125_000, '$1.3K'], // half up
    [999_900_000, '$10M'],
    [99_994_000, '$999.9K'],
    [99_995_000, '$1M'], // never '$1000K'
    [340_000_000, '$3.4M'],
    [100_000_000_000, '$1B'],
    [123_456_789_000, '$1.2B'],
    [100_000_000_000_000, '$1T'],
    [Number.MAX_SAFE_INTEGER, '$90.1T'],
    [-123_400, '-$1.2K'],
    [-50_000, '-$500'],
  ])('%d cents → %s', (cents, text) => {
    expect(formatMoneyCompact(cents)).toBe(text);
  });

  it('always has at most one decimal and a value below 1000 before the suffix', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 14 - 1 }), (cents) => {
        const text = formatMoneyCompact(cents);
        expect(text).toMatch(/^\$(\d{1,3}(\.\d)?[KMBT]|\d{1,3})$/);
      }),
    );
  });
});
