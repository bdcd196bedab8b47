import { SEARCH_DEBOUNCE_MS } from '@grantflow/domain/constants/timing';
import { RECORD_FILTERS, type RecordFilter } from '@grantflow/domain/shared/enums';
import { localToday } from '@grantflow/validation/dates';
import { Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { useEffectiveOrganization } from '../../../hooks/use-effective-organization.ts';
import { fiscalYearOptions, yearSelectData } from '../../../lib/fiscal-years.ts';
import { ListState } from '../../../ui/list-state.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { SearchInput } from '../../../ui/search-input.tsx';
import {
  ListApplicationsQuery,
  listStatus,
  TrackerAddButtons,
  TrackerPagination,
  useTrackerModals,
} from '../../applications/index.ts';
import { ExportExcelButton } from '../../list-export/index.ts';
import { useGrantColumns } from '../hooks/use-grant-columns.ts';
import {
  GRANT_LIST_PAGE_SIZE,
  GRANT_STATUS_FILTERS,
  type GrantStatusFilter,
  isGrantStatusFilter,
} from '../utils/grant-filters.ts';
import { isYearBasis, readYearFilter, YEAR_BASES, yearFilterSearch } from '../utils/grant-year-filter.ts';
import { ColumnChooser } from './column-chooser.tsx';
import { GrantsTable } from './grants-table.tsx';

const route = getRouteApi('/grants');

/** Grant list (docs/product.md, Screens and routes): FY picker and status in the address, record filter, search, the 13 columns, row modals. */
export function GrantListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = route.useSearch();
  const { status, submissionYear, awardYear } = query;
  const yearFilter = readYearFilter(query);
  const organization = useEffectiveOrganization();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS.tables);
  const [record, setRecord] = useState<RecordFilter>('ALL');
  const [page, setPage] = useState(1);
  const { user } = useCurrentUser();
  const [columns, setColumns] = useGrantColumns(user?.id);
  const today = useMemo(() => localToday(), []);
  const statusFilter: GrantStatusFilter = status && isGrantStatusFilter(status) ? status : 'ALL';

  // Any filter change starts again at page 1.
  useEffect(() => setPage(1), [debouncedSearch, record, statusFilter, submissionYear, awardYear]);

  const [{ data: currentData, fetching: currentFetching, error }, reexecute] = useQuery({
    query: ListApplicationsQuery,
    variables: {
      filters: {
        organizationId: organization.id,
        search: debouncedSearch || null,
        status: statusFilter === 'ALL' ? null : statusFilter,
        record,
        submissionYear: submissionYear ?? null,
        awardYear: awardYear ?? null,
      },
      pagination: { page, pageSize: GRANT_LIST_PAGE_SIZE, orderBy: { field: 'deadline', direction: 'ASC' } },
    },
    pause: !organization.id,
  });
  // The table (one row of Mantine cells per application) renders in a deferred, time-sliced pass: a new
  // answer first re-renders the page as it was, then the rows in slices instead of one long task.
  const data = useDeferredValue(currentData);
  const fetching = useDeferredValue(currentFetching);
  const refetch = () => reexecute({ requestPolicy: 'network-only' });
  const { editApplication, updateReport, deleteApplication, deleteGrant, modals } = useTrackerModals(refetch);
  const listing = data?.listApplications;

  const years = organization.currentFiscalYear
    ? yearSelectData(fiscalYearOptions(organization.currentFiscalYear), (year) =>
        t('fiscal_year.short', { year }),
      )
    : [];

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <PageTitle documentTitle={t('pages.grants')}>{t('grants.title')}</PageTitle>
        <TrackerAddButtons organizationId={organization.id} onGrantCreated={refetch} />
      </Group>

      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('grants.fiscal_year')}
          data={[{ value: '', label: t('grants.all_years') }, ...years]}
          value={yearFilter.year ? String(yearFilter.year) : ''}
          onChange={(value) =>
            void navigate({
              to: '/grants',
              search: yearFilterSearch(status, value ? Number(value) : undefined, yearFilter.basis),
            })
          }
          allowDeselect={false}
          w={160}
        />
        <Select
          label={t('grant_year_filter.label')}
          data={YEAR_BASES.map((basis) => ({ value: basis, label: t(`grant_year_filter.${basis}`) }))}
          value={yearFilter.basis}
          onChange={(value) =>
            isYearBasis(value) &&
            void navigate({ to: '/grants', search: yearFilterSearch(status, yearFilter.year, value) })
          }
          allowDeselect={false}
          w={200}
        />
        <Select
          label={t('grants.status_filter')}
          data={GRANT_STATUS_FILTERS.map((value) => ({ value, label: t(`grants.status_filters.${value}`) }))}
          value={statusFilter}
          onChange={(value) =>
            void navigate({
              to: '/grants',
              search: yearFilterSearch(
                value && value !== 'ALL' && isGrantStatusFilter(value) ? value : undefined,
                yearFilter.year,
                yearFilter.basis,
              ),
            })
          }
          allowDeselect={false}
          // Fits the longest status in every language ("Todas as candidaturas").
          w={220}
        />
        <Select
          label={t('grants.record_filter')}
          data={RECORD_FILTERS.map((value) => ({ value, label: t(`grants.record_filters.${value}`) }))}
          value={record}
          onChange={(value) => value && setRecord(value as RecordFilter)}
          allowDeselect={false}
          w={170}
        />
        <SearchInput
          label={t('grants.search')}
          placeholder={t('grants.search_placeholder')}
          value={search}
          onChange={setSearch}
          style={{ flex: 1, minWidth: 200 }}
        />
        <ColumnChooser visible={columns} onChange={setColumns} />
        {/* The file holds what the list holds: the same filters and search (every page), the visible columns. */}
        <ExportExcelButton
          list="grants"
          params={{
            search: debouncedSearch,
            status: statusFilter === 'ALL' ? null : statusFilter,
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
