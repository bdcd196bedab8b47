import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { displayDate, displayMoney } from '../../../lib/display.ts';
import { AnchorLink } from '../../../ui/router-link.tsx';
import {
  ApplicationActions,
  type ApplicationRow,
  StatusBadge,
  type TrackerRowActions,
  TrackerTable,
} from '../../applications/index.ts';

interface PipelineTableProps extends TrackerRowActions {
  rows: readonly ApplicationRow[];
}

/** The pipeline's applications: deadline, funder, program, amounts, status and the row's actions. */
export function PipelineTable({
  rows,
  onEdit,
  onUpdateReport,
  onDeleteApplication,
  onDeleteGrant,
}: PipelineTableProps) {
  const { t } = useTranslation();
  const header = {
    deadline: t('pipeline.columns.deadline'),
    funder: t('pipeline.columns.funder'),
    program: t('pipeline.columns.program'),
    amountRequested: t('pipeline.columns.amountRequested'),
    amountAwarded: t('pipeline.columns.amountAwarded'),
    status: t('pipeline.columns.status'),
    actions: t('grants.columns.actions'),
  };
  return (
    <TrackerTable label={t('pipeline.title')} minWidth={900} headers={Object.values(header)} stacked>
      {rows.map((row) => (
        <Table.Tr key={row.id}>
          <Table.Td data-label={header.deadline}>{displayDate(row.deadline)}</Table.Td>
          <Table.Td data-label={header.funder} data-stack-title>
            <AnchorLink to="/funder/$id" params={{ id: row.grant.funder.id }}>
              {row.grant.funder.name}
            </AnchorLink>
          </Table.Td>
          <Table.Td data-label={header.program}>{row.grant.program?.name ?? '–'}</Table.Td>
          <Table.Td data-label={header.amountRequested}>
            {displayMoney(row.submission?.amountRequested)}
          </Table.Td>
          <Table.Td data-label={header.amountAwarded}>{displayMoney(row.award?.amountAwarded)}</Table.Td>
          <Table.Td data-label={header.status}>
            <StatusBadge status={row.displayStatus} />
          </Table.Td>
          <Table.Td data-label={header.actions}>
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
    </TrackerTable>
  );
}
