import { Select, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { errorText } from '../../../lib/form-resolver.ts';
import { ROOT_OPTION as ROOT } from '../hooks/use-folder-options.ts';

interface NameAndFolderFieldsProps {
  nameLabel: string;
  folderLabel: string;
  name: GetInputPropsReturnType;
  /** The destination's wire path ('' for the funder's root). */
  folder: GetInputPropsReturnType;
  options: readonly { value: string; label: string }[];
  loading: boolean;
  onFolderChange: (path: string) => void;
}

/** The two fields of Edit file and Edit folder: a name, and the folder it goes into (the root as its own choice). */
export function NameAndFolderFields({
  nameLabel,
  folderLabel,
  name,
  folder,
  options,
  loading,
  onFolderChange,
}: NameAndFolderFieldsProps) {
  return (
    <>
      <TextInput label={nameLabel} required data-autofocus {...name} error={errorText(name.error)} />
      <Select
        label={folderLabel}
        data={options}
        value={!folder.value ? ROOT : String(folder.value)}
        onChange={(value) => onFolderChange(value === null || value === ROOT ? '' : value)}
        error={errorText(folder.error)}
        allowDeselect={false}
        searchable
        disabled={loading}
        comboboxProps={{ withinPortal: true }}
      />
    </>
  );
}
