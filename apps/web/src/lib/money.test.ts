import { describe, expect, it } from 'vitest';
import { dollarsToMoneyInput, formatDollars, moneyInputToDollars } from './money.ts';

describe('formatDollars', () => {
  it.each([
    [0, '$0'],
    [null, '$0'],
    [1234.5, '$1,235'],
    [1_000_000, '$1,000,000'],
    [0.49, '$0'],
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
