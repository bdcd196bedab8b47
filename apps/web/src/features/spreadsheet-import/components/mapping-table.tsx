import { Select, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FIELDS_BY_KIND, type ImportKind } from '../utils/import-fields.ts';

interface MappingTableProps {
  kind: ImportKind;
  headers: readonly string[];
  mapping: readonly (string | null)[];
  onChange: (mapping: (string | null)[]) => void;
}

/** One row per column: its header and an editable dropdown with the field it goes to (or none). */
export function MappingTable({ kind, headers, mapping, onChange }: MappingTableProps) {
  const { t } = useTranslation();
  const options = [
    { value: '', label: t('spreadsheet_import.skip_column') },
    ...FIELDS_BY_KIND[kind].map((field) => ({
      value: field,
      label: t(`spreadsheet_import.fields.${field}`),
    })),
  ];
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('spreadsheet_import.column')}</Table.Th>
            <Table.Th>{t('spreadsheet_import.field')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {headers.map((header, index) => (
            <Table.Tr key={`${index}-${header}`}>
              <Table.Td>{header}</Table.Td>
              <Table.Td>
                <Select
                  aria-label={`${t('spreadsheet_import.field')}: ${header}`}
                  data={options}
                  value={mapping[index] ?? ''}
                  allowDeselect={false}
                  onChange={(value) => {
                    const next = headers.map((_, column) => mapping[column] ?? null);
                    // A field goes to one column: taking it here frees it elsewhere.
                    const chosen = value || null;
                    for (let column = 0; column < next.length; column += 1) {
                      if (chosen !== null && next[column] === chosen) next[column] = null;
                    }
                    next[index] = chosen;
                    onChange(next);
                  }}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
