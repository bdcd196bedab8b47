import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import type { ReportDeadlineRow } from '../graphql/deadlines.ts';
import { DeadlineFunder, deadlineRowKey, TableSection } from './deadline-table-section.tsx';
import type { DeadlineTableProps } from './deadline-tables.tsx';

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
}: DeadlineTableProps<ReportDeadlineFields>) {
  const { t } = useTranslation();
  const head = {
    organization: t('consultant.organization'),
    deadline: t('deadlines.report_columns.deadline'),
    urgency: t('deadlines.report_columns.urgency'),
    funder: t('deadlines.report_columns.funder'),
    program: t('deadlines.report_columns.program'),
    submitted: t('deadlines.report_columns.submitted'),
  };
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
          {acrossOrganizations && <Table.Th scope="col">{head.organization}</Table.Th>}
          <Table.Th scope="col">{head.deadline}</Table.Th>
          <Table.Th scope="col">{head.urgency}</Table.Th>
          <Table.Th scope="col">{head.funder}</Table.Th>
          <Table.Th scope="col">{head.program}</Table.Th>
          <Table.Th scope="col">{head.submitted}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={deadlineRowKey(row)}>
            {acrossOrganizations && (
              <Table.Td data-label={head.organization}>{row.organization?.name}</Table.Td>
            )}
            <Table.Td data-label={head.deadline}>{formatDate(row.deadline.deadline)}</Table.Td>
            <Table.Td data-label={head.urgency}>{t(`deadlines.urgencies.${row.deadline.urgency}`)}</Table.Td>
            <Table.Td data-label={head.funder} data-stack-title>
              <DeadlineFunder funder={row.deadline.funder} link={!acrossOrganizations} />
            </Table.Td>
            <Table.Td data-label={head.program}>{row.deadline.program?.name ?? '–'}</Table.Td>
            {/* The list holds reports still to send (the API leaves submitted ones out). */}
            <Table.Td data-label={head.submitted}>{t('deadlines.no')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TableSection>
  );
}
