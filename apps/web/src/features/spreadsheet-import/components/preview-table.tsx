import { Badge, List, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SpreadsheetPreview } from '../graphql/spreadsheet-import.ts';
import { reasonText } from '../utils/reason-text.ts';

/** The first rows as read, each with its problems (or OK), so the user sees what will be skipped. */
export function PreviewTable({ preview }: { preview: SpreadsheetPreview }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm">
        {t('spreadsheet_import.preview_intro', { shown: preview.rows.length, total: preview.totalRows })}
      </Text>
      <Table.ScrollContainer minWidth={480}>
        <Table striped data-testid="spreadsheet-preview">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('spreadsheet_import.row')}</Table.Th>
              {preview.headers.map((header, index) => (
                <Table.Th key={`${index}-${header}`}>{header}</Table.Th>
              ))}
              <Table.Th>{t('spreadsheet_import.problems')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.rows.map((row) => (
              <Table.Tr key={row.rowNumber}>
                <Table.Td>{row.rowNumber}</Table.Td>
                {preview.headers.map((header, index) => (
                  <Table.Td key={`${index}-${header}`}>{row.cells[index] ?? ''}</Table.Td>
                ))}
                <Table.Td>
                  {row.reasons.length === 0 ? (
                    <Badge color="teal" variant="dot">
                      {t('spreadsheet_import.ok')}
                    </Badge>
                  ) : (
                    <List size="sm">
                      {row.reasons.map((reason) => (
                        <List.Item key={reason.field}>{reasonText(reason)}</List.Item>
                      ))}
                    </List>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
