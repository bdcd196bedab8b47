import { Badge, Button, Table } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { displayDate, displayMoney } from '../../../lib/display.ts';
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
  return (
    <TrackerTable
      label={t('reports.title')}
      minWidth={800}
      headers={[
        t('reports.columns.deadline'),
        t('reports.columns.urgency'),
        t('reports.columns.funder'),
        t('reports.columns.amountAwarded'),
        t('reports.columns.program'),
        t('reports.columns.status'),
        t('reports.columns.actions'),
      ]}
    >
      {rows.map((report) => {
        const grant = report.grantApplication?.grant;
        return (
          <Table.Tr key={report.id} data-testid={`report-row-${report.id}`}>
            <Table.Td>{displayDate(report.deadline)}</Table.Td>
            <Table.Td>{t(`applications.urgency.${report.urgency}`)}</Table.Td>
            <Table.Td>
              {grant ? (
                <AnchorLink to="/funder/$id" params={{ id: grant.funder.id }}>
                  {grant.funder.name}
                </AnchorLink>
              ) : (
                '–'
              )}
            </Table.Td>
            <Table.Td>{displayMoney(report.grantApplication?.award?.amountAwarded)}</Table.Td>
            <Table.Td>{grant?.program?.name ?? '–'}</Table.Td>
            <Table.Td>
              <Badge
                variant="light"
                color={report.submitted ? 'success' : 'warning'}
                c="dark.7"
                style={{ textTransform: 'none', minWidth: 'max-content' }}
              >
                {report.submitted ? t('reports.state.submitted') : t('reports.state.not_submitted')}
              </Badge>
            </Table.Td>
            <Table.Td>
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
