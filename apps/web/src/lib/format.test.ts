import { describe, expect, it } from 'vitest';
import {
  currencyAffix,
  displayCurrency,
  formatAmount,
  formatDate,
  formatPercent,
  intlLocale,
  setDisplayCurrency,
} from './format.ts';

// Intl writes a no-break space (U+00A0 / U+202F) between amount and symbol in pt and de.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatDate', () => {
  it('writes a wire date as each language does', () => {
    expect(formatDate('2026-11-26', 'en')).toBe('11/26/2026');
    expect(formatDate('2026-11-26', 'pt')).toBe('26/11/2026');
    expect(formatDate('2026-11-26', 'de')).toBe('26.11.2026');
  });

  it('reads the date part of a timestamp and gives an en dash for none', () => {
    expect(formatDate('2024-02-29T23:30:00.000Z', 'de')).toBe('29.02.2024');
    expect(formatDate(null, 'en')).toBe('–');
    expect(formatDate('', 'en')).toBe('–');
  });
});

describe('formatPercent', () => {
  it('writes a share as each language writes a percentage', () => {
    expect(formatPercent(0.19, 'en')).toBe('19%');
    expect(formatPercent(0.19, 'pt')).toBe('19%');
    expect(plain(formatPercent(0.19, 'de'))).toBe('19 %');
    expect(formatPercent(undefined, 'en')).toBe('–');
  });
});

describe('formatAmount', () => {
  it('writes whole dollars with the language separators', () => {
    expect(formatAmount(601600, { language: 'en' })).toBe('$601,600');
    expect(plain(formatAmount(601600, { language: 'pt' }))).toBe('US$ 601.600');
    expect(plain(formatAmount(601600, { language: 'de' }))).toBe('601.600 $');
    expect(formatAmount(undefined, { language: 'en' })).toBe('–');
  });

  it('shows the cents of an amount that has them, and none of a whole one', () => {
    expect(formatAmount(60000.5, { language: 'en' })).toBe('$60,000.50');
    expect(formatAmount(60000.05, { language: 'en' })).toBe('$60,000.05');
    expect(formatAmount(60000, { language: 'en' })).toBe('$60,000');
    expect(plain(formatAmount(1234.5, { language: 'pt' }))).toBe('US$ 1.234,50');
    expect(plain(formatAmount(1234.5, { language: 'de', currency: 'JPY' }))).toBe('1.235 ¥');
  });

  it("uses the organisation's currency when it has one", () => {
    expect(plain(formatAmount(1500, { language: 'de', currency: 'EUR' }))).toBe('1.500 €');
  });

  it("follows the current organisation's currency: euros with German separators", () => {
    setDisplayCurrency('EUR');
    try {
      expect(displayCurrency()).toBe('EUR');
      expect(plain(formatAmount(1_234_567, { language: 'de' }))).toBe('1.234.567 €');
      expect(plain(formatAmount(1234.5, { language: 'de' }))).toBe('1.234,50 €');
      expect(plain(formatAmount(1234, { language: 'pt' }))).toBe('€ 1.234');
      expect(formatAmount(1234, { language: 'en' })).toBe('€1,234');
      expect(plain(formatAmount(1_200_000, { language: 'de', compact: true }))).toBe('1,2 Mio. €');
    } finally {
      setDisplayCurrency('USD');
    }
  });

  it('keeps the last good currency when handed a code Intl does not know', () => {
    setDisplayCurrency('not a code');
    expect(displayCurrency()).toBe('USD');
  });

  it('shortens for chart axes', () => {
    expect(formatAmount(1_200_000, { language: 'en', compact: true })).toBe('$1.2M');
    expect(plain(formatAmount(1_200_000, { language: 'de', compact: true }))).toBe('1,2 Mio. $');
  });

  it('maps app languages to their regions', () => {
    expect(intlLocale('pt')).toBe('pt-BR');
    expect(intlLocale('de-AT')).toBe('de-DE');
    expect(intlLocale('xx')).toBe('en-US');
  });
});

describe('currencyAffix', () => {
  it("places the organisation's sign where the language does, with its separators", () => {
    expect(currencyAffix({ language: 'en', currency: 'USD' })).toEqual({
      prefix: '$',
      suffix: '',
      decimalSeparator: '.',
      thousandSeparator: ',',
    });
    expect(currencyAffix({ language: 'de', currency: 'EUR' })).toEqual({
      prefix: '',
      suffix: ' €',
      decimalSeparator: ',',
      thousandSeparator: '.',
    });
    expect(currencyAffix({ language: 'pt', currency: 'BRL' })).toEqual({
      prefix: 'R$ ',
      suffix: '',
      decimalSeparator: ',',
      thousandSeparator: '.',
    });
  });
});
