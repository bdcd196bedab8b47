import type { VisibleApplicationStatus } from '@grantflow/domain/shared/enums';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { displayDate, displayMoney } from '../../../lib/display.ts';
import { AnchorLink } from '../../../ui/router-link.tsx';
import {
  ApplicationActions,
  type ApplicationRow,
  StatusBadge,
  type TrackerRowActions,
} from '../../applications/index.ts';
import type { GrantColumn } from '../utils/grant-columns.ts';
import { isLastAwardThisMonth } from '../utils/last-award.ts';

interface GrantsTableProps extends TrackerRowActions {
  rows: readonly ApplicationRow[];
  columns: readonly GrantColumn[];
  today: string;
  label: string;
}

export function GrantsTable({
  rows,
  columns,
  today,
  label,
  onEdit,
  onUpdateReport,
  onDeleteApplication,
  onDeleteGrant,
}: GrantsTableProps) {
  const { t } = useTranslation();

  function cell(row: ApplicationRow, column: GrantColumn): ReactNode {
    const funder = row.grant.funder;
    const bold = isLastAwardThisMonth(funder.lastAward?.receivementDate, today);
    switch (column) {
      case 'deadline':
        return displayDate(row.deadline);
      case 'deadlineType':
        return t(`applications.deadline_type.${row.deadlineType}`);
      case 'funder':
        return (
          <AnchorLink
            to="/funder/$id"
            params={{ id: funder.id }}
            fw={bold ? 700 : 400}
            data-bold={bold || undefined}
          >
            {funder.name}
          </AnchorLink>
        );
      case 'complexityScore':
        return funder.complexityScore ?? '–';
      case 'lastAward':
        return (
          <Text span inherit fw={bold ? 700 : 400}>
            {displayDate(funder.lastAward?.receivementDate)}
          </Text>
        );
      case 'dateSubmitted':
        return displayDate(row.submission?.submissionDate);
      case 'amountRequested':
        return displayMoney(row.submission?.amountRequested);
      case 'program':
        return row.grant.program?.name ?? '–';
      case 'dateReceived':
        return displayDate(row.award?.receivementDate);
      case 'amountAwarded':
        return displayMoney(row.award?.amountAwarded);
      case 'dateDeclined':
        return displayDate(row.declinedDetails?.declinedDate);
      case 'responseAverage':
        return row.grant.responseAverage === null
          ? '–'
          : t('grants.days', { count: row.grant.responseAverage });
      case 'status':
        return <StatusBadge status={row.displayStatus as VisibleApplicationStatus} />;
    }
  }

  return (
    // On a phone each row is a card (`stacked-rows` in global.css) titled by its funder.
    <Table.ScrollContainer minWidth={1100} className="stacked-rows">
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} scope="col">
                {t(`grants.columns.${column}`)}
              </Table.Th>
            ))}
            <Table.Th scope="col" className="sticky-actions">
              {t('grants.columns.actions')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid={`application-row-${row.id}`}>
              {columns.map((column) => (
                <Table.Td
                  key={column}
                  data-label={t(`grants.columns.${column}`)}
                  data-stack-title={column === 'funder' || undefined}
                >
                  {cell(row, column)}
                </Table.Td>
              ))}
              <Table.Td className="sticky-actions" data-label={t('grants.columns.actions')}>
                <ApplicationActions
                  status={row.displayStatus}
                  reports={row.reports}
                  onEdit={() => onEdit(row.id)}
                  onUpdateReport={onUpdateReport}
                  onDeleteApplication={() => onDeleteApplication(row.id)}
                  onDeleteGrant={() => onDeleteGrant(row.grant.id)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
