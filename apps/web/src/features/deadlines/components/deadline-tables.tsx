import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDate } from '../../../lib/format.ts';
import type { GrantDeadlineRow, ReportDeadlineRow } from '../graphql/deadlines.ts';
import {
  DeadlineFunder,
  type DeadlineTableRow,
  deadlineRowKey,
  TableSection,
} from './deadline-table-section.tsx';

interface TableProps<T> {
  rows: readonly DeadlineTableRow<T>[];
  /** The section's heading id, also its test id. */
  id: string;
  emptyText: string;
  /** Hidden from print when the download left this table out. */
  printHidden?: boolean;
  /**
   * "All my organisations": an Organisation column first, and funders as plain text, because a funder's
   * page belongs to the organisation picked in the header.
   */
  acrossOrganizations?: boolean;
}

/** The grant-deadline fields both the organisation's and the combined query select. */
export type GrantDeadlineFields = Pick<
  GrantDeadlineRow,
  'id' | 'deadline' | 'deadlineType' | 'status' | 'amountRequested' | 'funder' | 'program'
>;

export function GrantDeadlinesTable({
  rows,
  id,
  emptyText,
  printHidden = false,
  acrossOrganizations = false,
}: TableProps<GrantDeadlineFields>) {
  const { t } = useTranslation();
  return (
    <TableSection
      id={id}
      title={t('deadlines.grant_table')}
      printHidden={printHidden}
      empty={rows.length === 0}
      emptyText={emptyText}
      minWidth={acrossOrganizations ? 800 : 640}
    >
      <Table.Thead>
        <Table.Tr>
          {acrossOrganizations && <Table.Th scope="col">{t('consultant.organization')}</Table.Th>}
          <Table.Th scope="col">{t('deadlines.grant_columns.deadline')}</Table.Th>
          <Table.Th scope="col">{t('deadlines.grant_columns.funder')}</Table.Th>
          <Table.Th scope="col">{t('deadlines.grant_columns.program')}</Table.Th>
          <Table.Th scope="col">{t('deadlines.grant_columns.deadline_type')}</Table.Th>
          <Table.Th scope="col">{t('deadlines.grant_columns.status')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('deadlines.grant_columns.amount_requested')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={deadlineRowKey(row)}>
            {acrossOrganizations && <Table.Td>{row.organization?.name}</Table.Td>}
            <Table.Td>{formatDate(row.deadline.deadline)}</Table.Td>
            <Table.Td>
              <DeadlineFunder funder={row.deadline.funder} link={!acrossOrganizations} />
            </Table.Td>
            <Table.Td>{row.deadline.program?.name ?? '–'}</Table.Td>
            <Table.Td>{t(`deadlines.deadline_types.${row.deadline.deadlineType}`)}</Table.Td>
            <Table.Td>{t(`deadlines.statuses.${row.deadline.status}`)}</Table.Td>
            <Table.Td ta="right">{formatAmount(row.deadline.amountRequested)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TableSection>
  );
}

/** The report-deadline fields both the organisation's and the combined query select. */
export type ReportDeadlineFields = Pick<
  ReportDeadlineRow,
  'id' | 'deadline' | 'urgency' | 'funder' | 'program'
>;

export function ReportDeadlinesTable({
  rows,
  id,
  emptyText,
  printHidden = false,
  acrossOrganizations = false,
}: TableProps<ReportDeadlineFields>) {
  const { t } = useTranslation();
  return (
    <TableSection
      id={id}
      title={t('deadlines.report_table')}
      printHidden={printHidden}
      empty={rows.length === 0}
      emptyText={emptyText}
      minWidth={acrossOrganizations ? 760 : 640}
    >
      <Table.Thead>
        <Table.Tr>
          {acrossOrganizations && <Table.Th scope="col">{t('consultant.organization')}</Table.Th>}
          <Table.Th scope="col">{t('deadlines.report_columns.deadline')}</Table.Th>
          <Table.Th scope="col">{t('deadlines.report_columns.urgency')}</Table.Th>
          <Table.Th scope="col">{t('deadlines.report_columns.funder')}</Table.Th>
          <Table.Th scope="col">{t('deadlines.report_columns.program')}</Table.Th>
          <Table.Th scope="col">{t('deadlines.report_columns.submitted')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={deadlineRowKey(row)}>
            {acrossOrganizations && <Table.Td>{row.organization?.name}</Table.Td>}
            <Table.Td>{formatDate(row.deadline.deadline)}</Table.Td>
            <Table.Td>{t(`deadlines.urgencies.${row.deadline.urgency}`)}</Table.Td>
            <Table.Td>
              <DeadlineFunder funder={row.deadline.funder} link={!acrossOrganizations} />
            </Table.Td>
            <Table.Td>{row.deadline.program?.name ?? '–'}</Table.Td>
            {/* The list holds reports still to send (the API leaves submitted ones out). */}
            <Table.Td>{t('deadlines.no')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TableSection>
  );
}
