import { Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDate } from '../../../lib/format.ts';
import { AnchorLink } from '../../../ui/router-link.tsx';
import type { GrantDeadlineRow, ReportDeadlineRow } from '../graphql/deadlines.ts';

const money = (dollars: number | null) => formatAmount(dollars);

interface SectionProps {
  id: string;
  title: string;
  /** Hidden from print when the download left this table out. */
  printHidden: boolean;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}

function TableSection({ id, title, printHidden, empty, emptyText, children }: SectionProps) {
  return (
    <section aria-labelledby={id} className={printHidden ? 'no-print' : undefined} data-testid={id}>
      <Title order={2} size="h3" id={id} mb="xs">
        {title}
      </Title>
      {empty ? (
        <Text c="dimmed" py="md" role="status">
          {emptyText}
        </Text>
      ) : (
        // Scrolls sideways on a phone (issue 13); print shows it whole (`.print-unclipped` in global.css).
        <Table.ScrollContainer minWidth={640} type="native" className="print-unclipped">
          <Table striped highlightOnHover aria-labelledby={id}>
            {children}
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}

function FunderLink({ funder }: { funder: { id: string; name: string } }) {
  return (
    <AnchorLink to="/funder/$id" params={{ id: funder.id }}>
      {funder.name}
    </AnchorLink>
  );
}

export function GrantDeadlinesTable({
  rows,
  printHidden,
}: {
  rows: GrantDeadlineRow[];
  printHidden: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TableSection
      id="grant-deadlines"
      title={t('deadlines.grant_table')}
      printHidden={printHidden}
      empty={rows.length === 0}
      emptyText={t('deadlines.grant_empty')}
    >
      <Table.Thead>
        <Table.Tr>
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
          <Table.Tr key={row.id}>
            <Table.Td>{formatDate(row.deadline)}</Table.Td>
            <Table.Td>
              <FunderLink funder={row.funder} />
            </Table.Td>
            <Table.Td>{row.program?.name ?? '–'}</Table.Td>
            <Table.Td>{t(`deadlines.deadline_types.${row.deadlineType}`)}</Table.Td>
            <Table.Td>{t(`deadlines.statuses.${row.status}`)}</Table.Td>
            <Table.Td ta="right">{money(row.amountRequested)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TableSection>
  );
}

export function ReportDeadlinesTable({
  rows,
  printHidden,
}: {
  rows: ReportDeadlineRow[];
  printHidden: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TableSection
      id="report-deadlines"
      title={t('deadlines.report_table')}
      printHidden={printHidden}
      empty={rows.length === 0}
      emptyText={t('deadlines.report_empty')}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('deadlines.report_columns.deadline')}</Table.Th>
          <Table.Th scope="col">{t('deadlines.report_columns.urgency')}</Table.Th>
          <Table.Th scope="col">{t('deadlines.report_columns.funder')}</Table.Th>
          <Table.Th scope="col">{t('deadlines.report_columns.program')}</Table.Th>
          <Table.Th scope="col">{t('deadlines.report_columns.submitted')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>{formatDate(row.deadline)}</Table.Td>
            <Table.Td>{t(`deadlines.urgencies.${row.urgency}`)}</Table.Td>
            <Table.Td>
              <FunderLink funder={row.funder} />
            </Table.Td>
            <Table.Td>{row.program?.name ?? '–'}</Table.Td>
            {/* The list holds reports still to send (the API leaves submitted ones out). */}
            <Table.Td>{t('deadlines.no')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TableSection>
  );
}
