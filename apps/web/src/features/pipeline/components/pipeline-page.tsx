import { SEARCH_DEBOUNCE_MS } from '@grantflow/domain/constants/timing';
import { localToday } from '@grantflow/validation/dates';
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
  TrackerAddButtons,
  TrackerPagination,
  useTrackerModals,
} from '../../applications/index.ts';
import { ExportExcelButton } from '../../list-export/index.ts';
import { usePipelineApplications } from '../hooks/use-pipeline-applications.ts';
import {
  isPipelineStatusFilter,
  PIPELINE_PAGE_SIZE,
  PIPELINE_STATUS_FILTERS,
  type PipelineStatusFilter,
} from '../utils/pipeline-filters.ts';
import { PipelineTable } from './pipeline-table.tsx';

const route = getRouteApi('/pipeline');
const MODES = ['NEXT_90', 'MONTH', 'YEAR', 'ALL'] as const;

/** The pipeline, /pipeline (docs/product.md, Screens and routes): search, status filter kept as grantStatus, month/year/all navigator. */
export function PipelinePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = route.useSearch();
  const { grantStatus, range: rangeParam } = query;
  const organization = useEffectiveOrganization();
  const [search, setSearch] = useState(query.search ?? '');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS.tables);
  // The search lives in the address like the status, so reload, back and a shared link keep it.
  useEffect(() => {
    if (debouncedSearch === (query.search ?? '')) return;
    void navigate({
      to: '/pipeline',
      search: (prev) => ({ ...prev, search: debouncedSearch || undefined }),
      replace: true,
    });
  }, [debouncedSearch, query.search, navigate]);
  const openingMode = rangeParam === 'next90' ? 'NEXT_90' : 'ALL';
  const [period, setPeriod] = useState<Period>(() => periodContaining(openingMode, localToday()));
  // The header's "Next 90 Days" link may be followed while the page is open: start its period again.
  useEffect(() => setPeriod(periodContaining(openingMode, localToday())), [openingMode]);
  const [page, setPage] = useState(1);
  const status: PipelineStatusFilter =
    grantStatus && isPipelineStatusFilter(grantStatus) ? grantStatus : 'ALL';
  const range = periodRange(period);

  // Any filter change starts again at page 1.
  useEffect(() => setPage(1), [debouncedSearch, status, range?.startAt, range?.endAt]);

  const { listing, fetching, error, refetch } = usePipelineApplications({
    organizationId: organization.id,
    search: debouncedSearch,
    status,
    range,
    page,
  });
  const { editApplication, updateReport, deleteApplication, deleteGrant, modals } = useTrackerModals(refetch);

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <PageTitle documentTitle={t('pages.pipeline')}>{t('pipeline.title')}</PageTitle>
        <TrackerAddButtons organizationId={organization.id} onGrantCreated={refetch} />
      </Group>

      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('pipeline.status_filter')}
          data={PIPELINE_STATUS_FILTERS.map((value) => ({
            value,
            label: t(`pipeline.status_filters.${value}`),
          }))}
          value={status}
          onChange={(value) =>
            void navigate({
              to: '/pipeline',
              search: (prev) => ({
                ...prev,
                grantStatus: value && value !== 'ALL' && isPipelineStatusFilter(value) ? value : undefined,
              }),
            })
          }
          allowDeselect={false}
          w={200}
        />
        <SearchInput
          label={t('pipeline.search')}
          placeholder={t('pipeline.search_placeholder')}
          value={search}
          onChange={setSearch}
          style={{ flex: 1, minWidth: 200 }}
        />
        <PeriodNavigator period={period} modes={MODES} onChange={setPeriod} />
        <ExportExcelButton
          list="pipeline"
          params={{
            search: debouncedSearch,
            status: status === 'ALL' ? null : status,
            startAt: range?.startAt,
            endAt: range?.endAt,
          }}
        />
      </Group>

      <ListState
        variant="page"
        {...listStatus({ fetching, error, listing, organizationLoading: organization.loading })}
        emptyText={t('pipeline.empty')}
        errorText={t('pipeline.load_error')}
        retryText={t('pipeline.retry')}
        onRetry={refetch}
      >
        <PipelineTable
          rows={listing?.items ?? []}
          onEdit={editApplication}
          onUpdateReport={updateReport}
          onDeleteApplication={deleteApplication}
          onDeleteGrant={deleteGrant}
        />
        <Group justify="flex-end">
          <TrackerPagination
            totalItems={listing?.total ?? 0}
            pageSize={PIPELINE_PAGE_SIZE}
            page={page}
            onChange={setPage}
            label={t('pipeline.pagination')}
          />
        </Group>
      </ListState>

      {modals}
    </Stack>
  );
}
