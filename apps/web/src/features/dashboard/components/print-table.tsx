import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { displayDate } from '../../../lib/display.ts';
import { formatDollars } from '../../../lib/money.ts';
import type { DashboardApplicationRow } from '../graphql/dashboard.ts';

/** A card's rows on paper only (docs/product.md, Screens and routes): Program, Funder, Amount, Date; up to the printable page size (1000). */
export function PrintTable({ rows, caption }: { rows: readonly DashboardApplicationRow[]; caption: string }) {
  const { t } = useTranslation();
  return (
    <div className="print-only">
      <Table withTableBorder withColumnBorders fz="xs" mt="sm">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('dashboard_page.table.program')}</Table.Th>
            <Table.Th>{t('dashboard_page.table.funder')}</Table.Th>
            <Table.Th>{t('dashboard_page.table.amount')}</Table.Th>
            <Table.Th>{t('dashboard_page.table.date')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={4}>{t('dashboard_page.table.empty')}</Table.Td>
            </Table.Tr>
          )}
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.program?.name ?? t('dashboard_page.table.no_program')}</Table.Td>
              <Table.Td>{row.funder.name}</Table.Td>
              <Table.Td>{formatDollars(row.amount)}</Table.Td>
              <Table.Td>{displayDate(row.date)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
