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
  return (
    <TrackerTable
      label={t('pipeline.title')}
      minWidth={900}
      headers={[
        t('pipeline.columns.deadline'),
        t('pipeline.columns.funder'),
        t('pipeline.columns.program'),
        t('pipeline.columns.amountRequested'),
        t('pipeline.columns.amountAwarded'),
        t('pipeline.columns.status'),
        t('grants.columns.actions'),
      ]}
    >
      {rows.map((row) => (
        <Table.Tr key={row.id}>
          <Table.Td>{displayDate(row.deadline)}</Table.Td>
          <Table.Td>
            <AnchorLink to="/funder/$id" params={{ id: row.grant.funder.id }}>
              {row.grant.funder.name}
            </AnchorLink>
          </Table.Td>
          <Table.Td>{row.grant.program?.name ?? '–'}</Table.Td>
          <Table.Td>{displayMoney(row.submission?.amountRequested)}</Table.Td>
          <Table.Td>{displayMoney(row.award?.amountAwarded)}</Table.Td>
          <Table.Td>
            <StatusBadge status={row.displayStatus} />
          </Table.Td>
          <Table.Td>
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
