import { CURRENCY_CODES } from '@grantflow/domain/money/currency';
import { intlLocale } from '../../../lib/format.ts';

export interface CurrencyOption {
  value: string;
  label: string;
}

/** Every accepted code with its name in the language ('EUR – Euro'), sorted by code; searchable by either. */
export function currencyOptions(language: string): CurrencyOption[] {
  const names = new Intl.DisplayNames([intlLocale(language)], { type: 'currency', fallback: 'code' });
  return CURRENCY_CODES.map((code) => {
    const name = names.of(code);
    return { value: code, label: name && name !== code ? `${code} – ${name}` : code };
  });
}
