import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMoney } from './parse-money.ts';

describe('parseMoney', () => {
  it.each<[string | null | undefined, number | null]>([
    ['1234', 123400],
    ['$1,234', 123400],
    ['$1,234.5', 123450],
    ['$1,234.56', 123456],
    ['  $ 1,234.56  ', 123456],
    ['1 234', 123400],
    ['0', 0],
    ['$0.01', 1],
    ['.5', 50],
    ['12.', 1200],
    ['007', 700],
    ['1,000,000', 100000000],
    ['999,999,999.99', 99999999999],
    ['90071992547409.91', 9007199254740991],
    ['90071992547409.92', null], // beyond Number.MAX_SAFE_INTEGER cents
    ['1.234', null], // a third decimal is rejected, not rounded
    ['-5', null],
    ['$-5', null],
    ['-$5', null],
    ['12a', null],
    ['abc', null],
    ['', null],
    ['   ', null],
    ['$', null],
    ['.', null],
    ['1.2.3', null],
    ['1,23', null], // comma not in groups of three
    ['12,34,567', null],
    [',123', null],
    ['1,234,', null],
    ['1e5', null],
    ['$$5', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (text, cents) => {
    expect(parseMoney(text)).toBe(cents);
  });

  it('never returns a negative or a fraction of a cent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const cents = parseMoney(text);
        if (cents !== null) {
          expect(Number.isSafeInteger(cents)).toBe(true);
          expect(cents).toBeGreaterThanOrEqual(0);
        }
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^-?\$?[\d,.\s]{0,15}$/), (text) => {
        const cents = parseMoney(text);
        if (cents !== null)
          expect(Number.isSafeInteger(cents) && cents >= 0 && !text.includes('-')).toBe(true);
      }),
    );
  });
});
