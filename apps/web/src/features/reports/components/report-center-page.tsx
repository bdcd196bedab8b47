import { PAGE_SIZES } from '@grantflow/domain/constants/limits';
import { SEARCH_DEBOUNCE_MS } from '@grantflow/domain/constants/timing';
import { localToday } from '@grantflow/validation/dates';
import { REPORT_RECORD_FILTERS } from '@grantflow/validation/list-export';
import { Group, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEffectiveOrganization } from '../../../hooks/use-effective-organization.ts';
import { ListState } from '../../../ui/list-state.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { SearchInput } from '../../../ui/search-input.tsx';
import {
  listStatus,
  type Period,
  PeriodNavigator,
  periodContaining,
  periodRange,
  TrackerPagination,
} from '../../applications/index.ts';
import { ExportExcelButton } from '../../list-export/index.ts';
import { useReportList } from '../hooks/use-report-list.ts';
import type { ReportRecordFilter } from '../utils/report-form.ts';
import { ReportsTable } from './reports-table.tsx';
import { UpdateReportModal } from './update-report-modal.tsx';

const MODES = ['ALL', 'YEAR'] as const;
const route = getRouteApi('/report-center');
const PAGE_SIZE = PAGE_SIZES.tableAlternate;

/** Report center (docs/product.md, Screens and routes): search, submitted filter, All/Year navigator, the six columns, update-report modal. */
export function ReportCenterPage() {
  const { t } = useTranslation();
  const organization = useEffectiveOrganization();
  const query = route.useSearch();
  const { report: linkedReport } = query;
  const navigate = useNavigate();
  const [search, setSearch] = useState(query.search ?? '');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS.tables);
  // Search and submitted filter live in the address, so reload, back and a shared link keep them.
  const record: ReportRecordFilter = query.record ?? 'ALL';
  const setRecord = (next: ReportRecordFilter) =>
    void navigate({
      to: '/report-center',
      search: (prev) => ({ ...prev, record: next === 'ALL' ? undefined : next }),
    });

  useEffect(() => {
    if (debouncedSearch === (query.search ?? '')) return;
    void navigate({
      to: '/report-center',
      search: (prev) => ({ ...prev, search: debouncedSearch || undefined }),
      replace: true,
    });
  }, [debouncedSearch, query.search, navigate]);
  const [period, setPeriod] = useState<Period>(() => periodContaining('ALL', localToday()));
  const [page, setPage] = useState(1);
  // A linked report (`?report=`) opens at once; closing its dialog takes it out of the address.
  const [editing, setEditing] = useState<string | null>(linkedReport ? String(linkedReport) : null);
  const closeDialog = () => {
    setEditing(null);
    if (linkedReport)
      void navigate({
        to: '/report-center',
        search: (prev) => ({ ...prev, report: undefined }),
        replace: true,
      });
  };
  const range = periodRange(period);

  // Any filter change starts again at page 1.
  useEffect(() => setPage(1), [debouncedSearch, record, range?.startAt, range?.endAt]);

  const { listing, fetching, error, refetch } = useReportList({
    organizationId: organization.id,
    search: debouncedSearch,
    record,
    range,
    page,
    pageSize: PAGE_SIZE,
  });

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
        <ReportsTable rows={listing?.items ?? []} onEdit={setEditing} />
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
        organizationName={organization.name}
        onClose={closeDialog}
        onSaved={() => {
          closeDialog();
          refetch();
        }}
      />
    </Stack>
  );
}
