import type { UseFormReturnType } from '@mantine/form';

// getInputProps types `value` as optional any; MoneyInput and DateField want it typed and present.

export function moneyFieldProps<V>(form: UseFormReturnType<V>, path: string) {
  const { value, onChange, onFocus, onBlur } = form.getInputProps(path);
  return {
    value: typeof value === 'string' ? value : '',
    onChange: onChange as (value: string) => void,
    onFocus,
    onBlur,
  };
}

export function dateFieldProps<V>(form: UseFormReturnType<V>, path: string) {
  const { value, onChange, onFocus, onBlur } = form.getInputProps(path);
  return {
    value: typeof value === 'string' ? value : null,
    onChange: onChange as (value: string | null) => void,
    onFocus,
    onBlur,
  };
}
