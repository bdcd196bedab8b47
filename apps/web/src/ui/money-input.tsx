import { maskMoneyInput } from '@grantflow/domain/money/mask-money-input';
import { TextInput, type TextInputProps } from '@mantine/core';
import type { ChangeEvent } from 'react';

export interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** The masked text ('$1,234.56' or ''); read it with parseMoney (cents) or the validation schemas. */
  value?: string | null;
  onChange: (value: string) => void;
}

/**
 * A money field with the §5 mask applied as the user types: '$' prefix, thousands separators, at most
 * 2 decimals and 9 integer digits, no sign, no leading zeros. Works with `form.getInputProps(...)` in
 * controlled mode (its onChange takes a plain value).
 */
export function MoneyInput({ value, onChange, inputMode = 'decimal', ...rest }: MoneyInputProps) {
  return (
    <TextInput
      {...rest}
      inputMode={inputMode}
      autoComplete="off"
      value={value ?? ''}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(maskMoneyInput(event.currentTarget.value))}
    />
  );
}
