import { describe, expect, it } from 'vitest';
import { currencyAffix } from './format.ts';
import {
  dollarsToMoneyInput,
  formatDollars,
  moneyInputDisplay,
  moneyInputFromDisplay,
  moneyInputToDollars,
} from './money.ts';

describe('formatDollars', () => {
  it.each([
    [0, '$0'],
    [null, '$0'],
    [1234.5, '$1,234.50'],
    [1_000_000, '$1,000,000'],
    [0.49, '$0.49'],
  ])('%s → %s', (dollars, text) => {
    expect(formatDollars(dollars)).toBe(text);
  });
});

describe('money input round trip', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [25000, '$25,000'],
    [0.07, '$0.07'],
    [null, ''],
  ])('%s ↔ %s', (dollars, text) => {
    expect(dollarsToMoneyInput(dollars)).toBe(text);
    expect(moneyInputToDollars(text)).toBe(dollars);
  });
});

describe('money input in the language', () => {
  const de = currencyAffix({ language: 'de', currency: 'EUR' });
  const en = currencyAffix({ language: 'en', currency: 'USD' });

  it.each([
    ['$1,234.5', '1.234,5', '1,234.5'],
    ['$1,234,567.89', '1.234.567,89', '1,234,567.89'],
    ['$12.', '12,', '12.'],
    ['$0', '0', '0'],
    ['', '', ''],
  ])('%s shows as %s in de and %s in en', (masked, inDe, inEn) => {
    expect(moneyInputDisplay(masked, de)).toBe(inDe);
    expect(moneyInputDisplay(masked, en)).toBe(inEn);
    expect(moneyInputFromDisplay(inDe, de)).toBe(masked);
    expect(moneyInputFromDisplay(inEn, en)).toBe(masked);
  });

  it("reads the other language's decimal mark as a grouping mark", () => {
    expect(moneyInputFromDisplay('1.234', de)).toBe('$1,234');
    expect(moneyInputFromDisplay('1,234', en)).toBe('$1,234');
    expect(moneyInputFromDisplay('1.234,56 €', de)).toBe('$1,234.56');
  });
});
