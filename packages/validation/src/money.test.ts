import { describe, expect, it } from 'vitest';
import { isBlankMoney, parseMoney, parseMoneyToCents, stripMoneyInput } from './money.ts';

describe('parseMoney', () => {
  it.each([
    ['$1,234.56', 1234.56],
    ['1234.56', 1234.56],
    ['$ 1,000', 1000],
    ['0.29', 0.29],
    ['.5', 0.5],
    ['12.', 12],
    ['$999,999,999.99', 999_999_999.99],
    [42, 42],
    [0.1, 0.1],
  ])('reads %j as %j dollars', (input, dollars) => {
    expect(parseMoney(input)).toBe(dollars);
  });

  it.each([['abc'], ['-5'], ['1.234'], ['1.2.3'], ['$'], [''], [-1], [Number.NaN], [0.001], ['1e5']])(
    'refuses %j',
    (input) => {
      expect(parseMoney(input)).toBeNull();
    },
  );

  it('counts cents exactly', () => {
    expect(parseMoneyToCents('0.29')).toBe(29);
    expect(parseMoneyToCents('$1,234.5')).toBe(123450);
    expect(parseMoneyToCents(19.99)).toBe(1999);
  });
});

describe('isBlankMoney', () => {
  it.each([[''], ['  '], ['$'], ['$ ,'], [null], [undefined]])('%j is blank', (input) => {
    expect(isBlankMoney(input)).toBe(true);
  });
  it.each([['0'], [0], ['$1']])('%j is not blank', (input) => {
    expect(isBlankMoney(input)).toBe(false);
  });
});

describe('stripMoneyInput', () => {
  it.each([
    ['$1,234.56', '1234.56'],
    ['abc', ''],
    ['1 000', '1000'],
  ])('%j keeps %j', (input, kept) => {
    expect(stripMoneyInput(input)).toBe(kept);
  });
});
