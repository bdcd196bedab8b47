import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface SearchInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'leftSection'> {
  value: string;
  onChange: (value: string) => void;
}

/** A search box with the magnifier icon, as the list screens filter by text. */
export function SearchInput({ value, onChange, ...props }: SearchInputProps) {
  return (
    <TextInput
      {...props}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      type="search"
    />
  );
}
