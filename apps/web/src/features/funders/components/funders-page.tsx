import { SEARCH_DEBOUNCE_MS } from '@grantflow/domain/constants/timing';
import { Alert, Button, Group, Pagination, Stack } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconFileSpreadsheet, IconPlus } from '@tabler/icons-react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEffectiveOrganization } from '../../../hooks/use-effective-organization.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { SearchInput } from '../../../ui/search-input.tsx';
import { ExportExcelButton } from '../../list-export/index.ts';
import { type FunderSortState, nextFunderSort } from '../../renewals/index.ts';
import { useFundersList } from '../hooks/use-funders-list.ts';
import {
  normalizeSearch,
  outOfRangePage,
  pageChange,
  pageCount,
  requestedPage,
  searchChange,
} from '../utils/funders-search.ts';
import { CreateFunderModal } from './create-funder-modal.tsx';
import { FunderSearchEmpty } from './funder-search-empty.tsx';
import { FundersTable } from './funders-table.tsx';

const route = getRouteApi('/funders');

// The Excel export sorts by responsiveness only: a 990 sort exports in the name order.
const EXPORT_SORTS: readonly string[] = ['WIN_RATE', 'MEDIAN_RESPONSE_DAYS'];
function exportParams(search: string | undefined, sort: FunderSortState | null) {
  const exported = sort && EXPORT_SORTS.includes(sort.field) ? sort : null;
  return { search, sort: exported?.field, direction: exported?.direction };
}

export function FundersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = route.useSearch();
  const organization = useEffectiveOrganization();
  const [text, setText] = useState(query.search ?? '');
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS.funders);
  const [createOpened, createModal] = useDisclosure(false);
  const page = requestedPage(query.page);
  // Not kept in the address: the list opens by name, as the contract describes it.
  const [sort, setSort] = useState<FunderSortState | null>(null);

  useEffect(() => {
    const next = searchChange(query, debounced);
    if (next) void navigate({ to: '/funders', search: next, replace: true });
  }, [debounced, query, navigate]);

  // Back/forward navigation changes the query under the box: show what the list is filtered by.
  useEffect(() => {
    setText((current: string) =>
      normalizeSearch(current) === query.search ? current : (query.search ?? ''),
    );
  }, [query.search]);

  const { list, fetching, error, retry } = useFundersList({
    organizationId: organization.id,
    search: query.search,
    page,
    sort,
  });

  const total = list?.total ?? 0;
  const pages = pageCount(total);
  const lastPage = list ? outOfRangePage(page, total) : null;

  // `?page=99` past the end: go to the last page rather than showing an empty list.
  useEffect(() => {
    if (lastPage !== null)
      void navigate({ to: '/funders', search: pageChange(query, lastPage), replace: true });
  }, [lastPage, query, navigate]);

  const noMatch = Boolean(query.search) && Boolean(list) && total === 0 && !fetching;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <PageTitle documentTitle={t('funders.list.title')}>{t('funders.list.title')}</PageTitle>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            onClick={() => void navigate({ to: '/import', search: { kind: 'FUNDERS' } })}
          >
            {t('spreadsheet_import.open')}
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={createModal.open}>
            {t('funders.list.add')}
          </Button>
        </Group>
      </Group>
      <Group align="flex-end" wrap="wrap">
        <SearchInput
          label={t('funders.list.search')}
          placeholder={t('funder_search.placeholder')}
          value={text}
          onChange={setText}
          maw={420}
          style={{ flex: 1, minWidth: 200 }}
        />
        {/* What the list is filtered and sorted by (the address's search, not the still-debounced box). */}
        <ExportExcelButton list="funders" params={exportParams(query.search, sort)} />
      </Group>
      {error ? (
        <Alert color="error" title={t('funders.list.load_error')} role="alert">
          <Button variant="light" size="xs" onClick={retry}>
            {t('funders.list.retry')}
          </Button>
        </Alert>
      ) : noMatch ? (
        <FunderSearchEmpty
          search={query.search ?? ''}
          // Through the box, as typing does: navigating here would race the still-debounced old text.
          onClear={() => setText('')}
        />
      ) : (
        <FundersTable
          rows={list?.items ?? []}
          loading={fetching || !list || lastPage !== null}
          emptyBody={t('funder_search.empty_body')}
          sort={sort}
          onSort={(field) => setSort((current) => nextFunderSort(current, field))}
        />
      )}
      <Group component="nav" justify="center" aria-label={t('funders.list.pagination')}>
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={(next) => void navigate({ to: '/funders', search: pageChange(query, next) })}
          getItemProps={(n) => ({ 'aria-label': t('funders.list.page', { page: n }) })}
          getControlProps={(control) =>
            control === 'previous'
              ? { 'aria-label': t('funders.list.previous') }
              : control === 'next'
                ? { 'aria-label': t('funders.list.next') }
                : {}
          }
        />
      </Group>
      <CreateFunderModal opened={createOpened} onClose={createModal.close} organizationId={organization.id} />
    </Stack>
  );
}
