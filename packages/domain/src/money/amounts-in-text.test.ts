import { describe, expect, it } from 'vitest';
import { amountsInText, normaliseDigits } from './amounts-in-text.ts';

describe('amountsInText', () => {
  it.each([
    ['a grant of $40,000 for', 4_000_000, 'USD'],
    ['US$ 5,000.50 in total', 500_050, 'USD'],
    ['o valor de R$ 20.000 para', 2_000_000, 'BRL'],
    ['R$ 20.000,00', 2_000_000, 'BRL'],
    ['eine Summe von 15.000,00 € wird', 1_500_000, 'EUR'],
    ['EUR 15.000', 1_500_000, 'EUR'],
    ['12 500 euros', 1_250_000, 'EUR'],
    ['£1,250.5', 125_050, 'GBP'],
  ])('%s → %i %s', (text, cents, currency) => {
    expect(amountsInText(text)).toMatchObject([{ cents, currency }]);
  });

  it('skips numbers without a currency and unknown codes', () => {
    expect(amountsInText('due in 2027, reference ABC 123, 40,000 people')).toEqual([]);
  });

  it.each([
    ['15.000,00', '15000.00'],
    ['40,000', '40000'],
    ['1.5', '1.5'],
    ['1 000 000', '1000000'],
  ])('normalises %s to %s', (written, normalised) => {
    expect(normaliseDigits(written)).toBe(normalised);
  });
});
