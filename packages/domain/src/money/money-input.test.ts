import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskMoneyInput } from './mask-money-input.ts';
import { parseMoney } from './parse-money.ts';
import { sanitizeMoneyInput } from './sanitize-money-input.ts';

describe('sanitizeMoneyInput', () => {
  it.each([
    ['$1,234.56', '1234.56'],
    ['-12abc.3', '12.3'],
    ['1.2.3', '1.2.3'],
    ['', ''],
    ['USD 5 000', '5000'],
  ])('%j → %j', (text, expected) => {
    expect(sanitizeMoneyInput(text)).toBe(expected);
  });
});

describe('maskMoneyInput', () => {
  it.each([
    ['', ''],
    ['abc', ''],
    ['0', '$0'],
    ['000', '$0'],
    ['007', '$7'],
    ['1234', '$1,234'],
    ['1234.5', '$1,234.5'],
    ['1234.567', '$1,234.56'], // at most two decimals
    ['12.', '$12.'],
    ['.5', '$0.5'],
    ['0.50', '$0.50'],
    ['-1234', '$1,234'], // no negatives
    ['1.2.3', '$1.23'], // only the first point counts
    ['1234567890', '$123,456,789'], // at most nine integer digits
    ['0001234567890.99', '$123,456,789.99'],
    ['$1,234.56', '$1,234.56'],
  ])('%j → %j', (text, expected) => {
    expect(maskMoneyInput(text)).toBe(expected);
  });

  it('always produces text that parses (or blank), and is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 25 }), fc.stringMatching(/^[-$\d,.]{0,20}$/)), (text) => {
        const masked = maskMoneyInput(text);
        if (masked === '') {
          expect(sanitizeMoneyInput(text)).toBe('');
        } else {
          const cents = parseMoney(masked);
          expect(cents).not.toBeNull();
          expect(cents).toBeLessThan(100_000_000_000);
        }
        expect(maskMoneyInput(masked)).toBe(masked);
      }),
    );
  });
});
