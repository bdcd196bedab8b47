import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDate } from '../../../lib/format.ts';
import type { GrantDeadlineRow } from '../graphql/deadlines.ts';
import {
  DeadlineFunder,
  type DeadlineTableRow,
  deadlineRowKey,
  TableSection,
} from './deadline-table-section.tsx';

export interface DeadlineTableProps<T> {
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
}: DeadlineTableProps<GrantDeadlineFields>) {
  const { t } = useTranslation();
  const head = {
    organization: t('consultant.organization'),
    deadline: t('deadlines.grant_columns.deadline'),
    funder: t('deadlines.grant_columns.funder'),
    program: t('deadlines.grant_columns.program'),
    type: t('deadlines.grant_columns.deadline_type'),
    status: t('deadlines.grant_columns.status'),
    amount: t('deadlines.grant_columns.amount_requested'),
  };
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
          {acrossOrganizations && <Table.Th scope="col">{head.organization}</Table.Th>}
          <Table.Th scope="col">{head.deadline}</Table.Th>
          <Table.Th scope="col">{head.funder}</Table.Th>
          <Table.Th scope="col">{head.program}</Table.Th>
          <Table.Th scope="col">{head.type}</Table.Th>
          <Table.Th scope="col">{head.status}</Table.Th>
          <Table.Th scope="col" ta="right">
            {head.amount}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={deadlineRowKey(row)}>
            {acrossOrganizations && (
              <Table.Td data-label={head.organization}>{row.organization?.name}</Table.Td>
            )}
            <Table.Td data-label={head.deadline}>{formatDate(row.deadline.deadline)}</Table.Td>
            <Table.Td data-label={head.funder} data-stack-title>
              <DeadlineFunder funder={row.deadline.funder} link={!acrossOrganizations} />
            </Table.Td>
            <Table.Td data-label={head.program}>{row.deadline.program?.name ?? '–'}</Table.Td>
            <Table.Td data-label={head.type}>
              {t(`deadlines.deadline_types.${row.deadline.deadlineType}`)}
            </Table.Td>
            <Table.Td data-label={head.status}>{t(`deadlines.statuses.${row.deadline.status}`)}</Table.Td>
            <Table.Td data-label={head.amount} ta="right">
              {formatAmount(row.deadline.amountRequested)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TableSection>
  );
}
