import { isReportOverdue } from '@grantflow/domain/dates/overdue';
import { localToday } from '@grantflow/validation/dates';
import { Badge, Button, Group, Table } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { displayDate, displayMoney } from '../../../lib/display.ts';
import { OverdueBadge } from '../../../ui/overdue-badge.tsx';
import { AnchorLink } from '../../../ui/router-link.tsx';
import { TrackerTable } from '../../applications/index.ts';
import type { ReportRow } from '../graphql/reports.ts';

interface ReportsTableProps {
  rows: readonly ReportRow[];
  onEdit: (reportId: string) => void;
}

/** The report center's six columns and each row's edit button. */
export function ReportsTable({ rows, onEdit }: ReportsTableProps) {
  const { t } = useTranslation();
  const today = localToday();
  const header = {
    deadline: t('reports.columns.deadline'),
    urgency: t('reports.columns.urgency'),
    funder: t('reports.columns.funder'),
    amountAwarded: t('reports.columns.amountAwarded'),
    program: t('reports.columns.program'),
    status: t('reports.columns.status'),
    actions: t('reports.columns.actions'),
  };
  return (
    <TrackerTable label={t('reports.title')} minWidth={800} headers={Object.values(header)} stacked>
      {rows.map((report) => {
        const grant = report.grantApplication?.grant;
        return (
          <Table.Tr key={report.id} data-testid={`report-row-${report.id}`}>
            <Table.Td data-label={header.deadline}>{displayDate(report.deadline)}</Table.Td>
            <Table.Td data-label={header.urgency}>{t(`applications.urgency.${report.urgency}`)}</Table.Td>
            <Table.Td data-label={header.funder} data-stack-title>
              {grant ? (
                <AnchorLink to="/funder/$id" params={{ id: grant.funder.id }}>
                  {grant.funder.name}
                </AnchorLink>
              ) : (
                '–'
              )}
            </Table.Td>
            <Table.Td data-label={header.amountAwarded}>
              {displayMoney(report.grantApplication?.award?.amountAwarded)}
            </Table.Td>
            <Table.Td data-label={header.program}>{grant?.program?.name ?? '–'}</Table.Td>
            <Table.Td data-label={header.status}>
              <Group gap={4} wrap="wrap">
                <Badge
                  variant="light"
                  color={report.submitted ? 'success' : 'warning'}
                  c="dark.7"
                  style={{ textTransform: 'none', minWidth: 'max-content' }}
                >
                  {report.submitted ? t('reports.state.submitted') : t('reports.state.not_submitted')}
                </Badge>
                {isReportOverdue(report, today) && <OverdueBadge />}
              </Group>
            </Table.Td>
            <Table.Td data-label={header.actions}>
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconPencil size={14} aria-hidden />}
                onClick={() => onEdit(report.id)}
              >
                {t('reports.edit')}
              </Button>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </TrackerTable>
  );
}
