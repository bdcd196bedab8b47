import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, DEFAULT_CURRENCY, isCurrencyCode } from './currency.ts';

describe('isCurrencyCode', () => {
  it.each(['USD', 'EUR', 'BRL', 'GBP', 'CHF', 'JPY'])('accepts %s', (code) => {
    expect(isCurrencyCode(code)).toBe(true);
  });

  it.each([['eur'], ['EURO'], ['XXX'], ['XAU'], [''], [' EUR'], [null], [978]])('refuses %j', (value) => {
    expect(isCurrencyCode(value)).toBe(false);
  });

  it('keeps the default among the codes, each a distinct three-letter code', () => {
    expect(isCurrencyCode(DEFAULT_CURRENCY)).toBe(true);
    expect(new Set(CURRENCY_CODES).size).toBe(CURRENCY_CODES.length);
    for (const code of CURRENCY_CODES) expect(code).toMatch(/^[A-Z]{3}$/);
  });

  it('lists only codes Intl can format', () => {
    for (const code of CURRENCY_CODES) {
      expect(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: code })).not.toThrow();
    }
  });
});
