import { CURRENCY_CODES } from '@grantflow/domain/money/currency';
import { describe, expect, it } from 'vitest';
import { currencyOptions } from './currency-options.ts';

describe('currencyOptions', () => {
  it('names every accepted code in the language', () => {
    const de = currencyOptions('de');
    expect(de).toHaveLength(CURRENCY_CODES.length);
    expect(de).toContainEqual({ value: 'EUR', label: 'EUR – Euro' });
    expect(de).toContainEqual({ value: 'USD', label: 'USD – US-Dollar' });
    expect(currencyOptions('pt')).toContainEqual({ value: 'BRL', label: 'BRL – Real brasileiro' });
  });
});
