import { TextInput, type TextInputProps } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyAffix } from '../lib/format.ts';
import { moneyInputDisplay, moneyInputFromDisplay } from '../lib/money.ts';

export interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** The masked text ('$1,234.56' or ''); read it with parseMoney (cents) or the validation schemas. */
  value?: string | null;
  onChange: (value: string) => void;
}

// Room for the widest signs ('US$', 'CHF') beside the number.
const sectionWidth = (sign: string) => (sign ? Math.max(32, 14 + sign.length * 9) : undefined);

/**
 * The one money field (the mask of docs/product.md, Money and dates, as the user types: thousands separators, at most 2 decimals and 9 integer
 * digits, no sign, no leading zeros) in the language's separators, with the organisation's currency sign
 * where the language puts it ('$' before in en, '€' after in de). The form value stays the masked text, so
 * `form.getInputProps(...)` and the validation schemas work unchanged.
 */
export function MoneyInput({ value, onChange, inputMode = 'decimal', ...rest }: MoneyInputProps) {
  const { i18n } = useTranslation();
  const affix = currencyAffix({ language: i18n.language });
  const prefix = affix.prefix.trim();
  const suffix = affix.suffix.trim();
  return (
    <TextInput
      leftSection={prefix || undefined}
      leftSectionWidth={sectionWidth(prefix)}
      leftSectionPointerEvents="none"
      rightSection={suffix || undefined}
      rightSectionWidth={sectionWidth(suffix)}
      rightSectionPointerEvents="none"
      {...rest}
      inputMode={inputMode}
      autoComplete="off"
      value={moneyInputDisplay(value, affix)}
      onChange={(event: ChangeEvent<HTMLInputElement>) =>
        onChange(moneyInputFromDisplay(event.currentTarget.value, affix))
      }
    />
  );
}
