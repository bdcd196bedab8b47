import { PAGE_SIZES } from '@grantflow/domain/constants/limits';
import { SEARCH_DEBOUNCE_MS } from '@grantflow/domain/constants/timing';
import { localToday } from '@grantflow/validation/dates';
import { REPORT_RECORD_FILTERS } from '@grantflow/validation/list-export';
import { Badge, Button, Group, Select, Stack, Table } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useEffectiveOrganization } from '../../../hooks/use-effective-organization.ts';
import { displayDate, displayMoney } from '../../../lib/display.ts';
import { ListState } from '../../../ui/list-state.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { AnchorLink } from '../../../ui/router-link.tsx';
import { SearchInput } from '../../../ui/search-input.tsx';
import {
  listStatus,
  type Period,
  PeriodNavigator,
  periodContaining,
  periodRange,
  TrackerPagination,
  TrackerTable,
} from '../../applications/index.ts';
import { ExportExcelButton } from '../../list-export/index.ts';
import { ListReportsQuery } from '../graphql/reports.ts';
import { type ReportRecordFilter, submittedFilter } from '../utils/report-form.ts';
import { UpdateReportModal } from './update-report-modal.tsx';

const MODES = ['ALL', 'YEAR'] as const;
const route = getRouteApi('/report-center');
const PAGE_SIZE = PAGE_SIZES.tableAlternate;

/** Report center (docs/product.md, Screens and routes): search, submitted filter, All/Year navigator, the six columns, update-report modal. */
export function ReportCenterPage() {
  const { t } = useTranslation();
  const organization = useEffectiveOrganization();
  const initialSearch = route.useSearch().search ?? '';
  const [search, setSearch] = useState(initialSearch);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS.tables);
  const [record, setRecord] = useState<ReportRecordFilter>('ALL');
  const [period, setPeriod] = useState<Period>(() => periodContaining('ALL', localToday()));
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<string | null>(null);
  const range = periodRange(period);

  // Any filter change starts again at page 1.
  useEffect(() => setPage(1), [debouncedSearch, record, range?.startAt, range?.endAt]);

  const [{ data, fetching, error }, reexecute] = useQuery({
    query: ListReportsQuery,
    variables: {
      filters: {
        organizationId: organization.id,
        search: debouncedSearch || null,
        submitted: submittedFilter(record) ?? null,
        startAt: range?.startAt ?? null,
        endAt: range?.endAt ?? null,
      },
      pagination: { page, pageSize: PAGE_SIZE },
    },
    pause: !organization.id,
  });
  const refetch = () => reexecute({ requestPolicy: 'network-only' });
  const listing = data?.listReports;

  return (
    <Stack>
      <PageTitle documentTitle={t('pages.report_center')}>{t('reports.title')}</PageTitle>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('reports.submitted_filter')}
          data={REPORT_RECORD_FILTERS.map((value) => ({
            value,
            label: t(`reports.submitted_filters.${value}`),
          }))}
          value={record}
          onChange={(value) => value && setRecord(value as ReportRecordFilter)}
          allowDeselect={false}
          w={180}
        />
        <SearchInput
          label={t('reports.search')}
          placeholder={t('reports.search_placeholder')}
          value={search}
          onChange={setSearch}
          style={{ flex: 1, minWidth: 200 }}
        />
        <PeriodNavigator period={period} modes={MODES} onChange={setPeriod} />
        <ExportExcelButton
          list="reports"
          params={{
            search: debouncedSearch,
            record: record === 'ALL' ? null : record,
            startAt: range?.startAt,
            endAt: range?.endAt,
          }}
        />
      </Group>

      <ListState
        variant="page"
        {...listStatus({ fetching, error, listing, organizationLoading: organization.loading })}
        emptyText={t('reports.empty')}
        errorText={t('reports.load_error')}
        retryText={t('reports.retry')}
        onRetry={refetch}
      >
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
          {(listing?.items ?? []).map((report) => {
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
                    onClick={() => setEditing(report.id)}
                  >
                    {t('reports.edit')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </TrackerTable>
        <Group justify="flex-end">
          <TrackerPagination
            totalItems={listing?.total ?? 0}
            pageSize={PAGE_SIZE}
            page={page}
            onChange={setPage}
            label={t('reports.pagination')}
          />
        </Group>
      </ListState>

      <UpdateReportModal
        reportId={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          refetch();
        }}
      />
    </Stack>
  );
}
