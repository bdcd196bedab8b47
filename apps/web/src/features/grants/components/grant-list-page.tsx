import { SEARCH_DEBOUNCE_MS } from '@grantflow/domain/constants/timing';
import type { RecordFilter } from '@grantflow/domain/shared/enums';
import { localToday } from '@grantflow/validation/dates';
import { Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { useEffectiveOrganization } from '../../../hooks/use-effective-organization.ts';
import { ListState } from '../../../ui/list-state.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { SearchInput } from '../../../ui/search-input.tsx';
import {
  listStatus,
  TrackerAddButtons,
  TrackerPagination,
  useTrackerModals,
} from '../../applications/index.ts';
import { ExportExcelButton } from '../../list-export/index.ts';
import { useGrantApplications } from '../hooks/use-grant-applications.ts';
import { useGrantColumns } from '../hooks/use-grant-columns.ts';
import { GRANT_LIST_PAGE_SIZE, type GrantStatusFilter, isGrantStatusFilter } from '../utils/grant-filters.ts';
import { grantListView, viewFilters } from '../utils/grant-list-view.ts';
import { ColumnChooser } from './column-chooser.tsx';
import { GrantListFilters } from './grant-list-filters.tsx';
import { GrantListViewControl } from './grant-list-view-control.tsx';
import { GrantsTable } from './grants-table.tsx';

const route = getRouteApi('/grants');

/**
 * Grant list (docs/product.md, Screens and routes): the view (upcoming, overdue, history), FY picker, status,
 * record filter, search and page all in the address, so reload, back and a shared link keep them; the 13
 * columns, row modals.
 */
export function GrantListPage() {
  const { t } = useTranslation();
  const query = route.useSearch();
  const navigate = useNavigate();
  const { status, submissionYear, awardYear } = query;
  const organization = useEffectiveOrganization();
  const [search, setSearch] = useState(query.search ?? '');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS.tables);
  const record: RecordFilter = query.record ?? 'ALL';
  const page = query.page ?? 1;
  const { user } = useCurrentUser();
  const today = useMemo(() => localToday(), []);
  const view = grantListView(query);
  const range = viewFilters(view, today);
  const statusFilter: GrantStatusFilter = status && isGrantStatusFilter(status) ? status : 'ALL';
  const [columns, setColumns] = useGrantColumns(user?.id, statusFilter);

  // The typed search goes to the address once it settles; a new search starts again at page 1.
  useEffect(() => {
    if (debouncedSearch === (query.search ?? '')) return;
    void navigate({
      to: '/grants',
      search: (prev) => ({ ...prev, search: debouncedSearch || undefined, page: undefined }),
      replace: true,
    });
  }, [debouncedSearch, query.search, navigate]);

  const setPage = (next: number) =>
    void navigate({ to: '/grants', search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) });

  const { listing, fetching, error, refetch } = useGrantApplications({
    organizationId: organization.id,
    search: debouncedSearch,
    status: range.status ?? statusFilter,
    record,
    submissionYear,
    awardYear,
    startAt: range.startAt,
    endAt: range.endAt,
    page,
  });
  const { editApplication, updateReport, deleteApplication, deleteGrant, modals } = useTrackerModals(refetch);

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <PageTitle documentTitle={t('pages.grants')}>{t('grants.title')}</PageTitle>
        <TrackerAddButtons organizationId={organization.id} onGrantCreated={refetch} />
      </Group>

      <GrantListViewControl view={view} />
      <Group align="flex-end" wrap="wrap">
        <GrantListFilters query={query} statusFilter={statusFilter} record={record} view={view} />
        <SearchInput
          label={t('grants.search')}
          placeholder={t('grants.search_placeholder')}
          value={search}
          onChange={setSearch}
          style={{ flex: 1, minWidth: 200 }}
        />
        <ColumnChooser visible={columns} onChange={setColumns} />
        {/* The file holds what the list holds: the same view, filters and search (every page), the visible columns. */}
        <ExportExcelButton
          list="grants"
          params={{
            search: debouncedSearch,
            status: range.status ?? (statusFilter === 'ALL' ? null : statusFilter),
            startAt: range.startAt,
            endAt: range.endAt,
            record: record === 'ALL' ? null : record,
            submissionYear,
            awardYear,
            columns,
          }}
        />
      </Group>

      <ListState
        variant="page"
        {...listStatus({ fetching, error, listing, organizationLoading: organization.loading })}
        emptyText={t('grants.empty')}
        errorText={t('grants.load_error')}
        retryText={t('grants.retry')}
        onRetry={refetch}
      >
        <GrantsTable
          rows={listing?.items ?? []}
          columns={columns}
          today={today}
          label={t('grants.title')}
          onEdit={editApplication}
          onUpdateReport={updateReport}
          onDeleteApplication={deleteApplication}
          onDeleteGrant={deleteGrant}
        />
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('grants.total', { count: listing?.total ?? 0 })}
          </Text>
          <TrackerPagination
            totalItems={listing?.total ?? 0}
            pageSize={GRANT_LIST_PAGE_SIZE}
            page={page}
            onChange={setPage}
            label={t('grants.pagination')}
          />
        </Group>
      </ListState>

      {modals}
    </Stack>
  );
}
