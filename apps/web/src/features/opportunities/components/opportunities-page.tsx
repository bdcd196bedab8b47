import { SEARCH_DEBOUNCE_MS } from '@grantflow/domain/constants/timing';
import { Group, Pagination, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpportunitiesSearch } from '../../../routes/opportunities-search.ts';
import { ListState } from '../../../ui/list-state.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useDismissOpportunity } from '../hooks/use-dismiss-opportunity.tsx';
import { useOpportunitySearch } from '../hooks/use-opportunity-search.ts';
import { isNarrowed, pageCount, withFilter, withPage } from '../utils/opportunity-filters.ts';
import { NoOpportunityMatch, OpportunitiesNotSynced } from './opportunities-empty.tsx';
import { OpportunityFilters } from './opportunity-filters.tsx';
import { OpportunityItem } from './opportunity-item.tsx';
import { SaveSearchButton } from './save-search-button.tsx';
import { SavedSearches } from './saved-searches.tsx';

const route = getRouteApi('/opportunities');

const typed = (query: OpportunitiesSearch) => ({ search: query.search ?? '', agency: query.agency ?? '' });

export function OpportunitiesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = route.useSearch();
  const go = (search: OpportunitiesSearch, replace = false) =>
    void navigate({ to: '/opportunities', search, replace });
  const [text, setText] = useState(() => typed(query));
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS.tables);

  // Typing settles into the address (a new search starts at page 1). Only a change of the typed text does:
  // an address changed by Back must not be put back to the boxes' older text.
  const applied = useRef(debounced);
  useEffect(() => {
    if (applied.current === debounced) return;
    applied.current = debounced;
    const search = debounced.search.trim() || undefined;
    const agency = debounced.agency.trim() || undefined;
    if (search !== query.search || agency !== query.agency)
      void navigate({ to: '/opportunities', search: withFilter(query, { search, agency }), replace: true });
  }, [debounced, query, navigate]);

  // Back/forward (or Clear filters) changes the address under the boxes: show what the list is filtered by.
  useEffect(() => {
    setText((current) =>
      current.search.trim() === (query.search ?? '') && current.agency.trim() === (query.agency ?? '')
        ? current
        : typed(query),
    );
  }, [query.search, query.agency]);

  const { page, fetching, error, copyEmpty, retry } = useOpportunitySearch(query);
  const { markNotForUs, busy } = useDismissOpportunity();
  const narrowed = isNarrowed(query);
  const clear = () => {
    setText({ search: '', agency: '' });
    go({});
  };
  const items = page?.items ?? [];
  const pages = pageCount(page?.total ?? 0);

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <PageTitle documentTitle={t('opportunities.title')}>{t('opportunities.title')}</PageTitle>
        <SaveSearchButton query={query} />
      </Group>
      <OpportunityFilters
        query={query}
        text={text}
        onText={setText}
        onChange={(change) => go(withFilter(query, change))}
        onClear={clear}
        narrowed={narrowed}
      />
      <SavedSearches />
      {copyEmpty && !fetching ? (
        <OpportunitiesNotSynced />
      ) : page && page.total === 0 && !fetching ? (
        <NoOpportunityMatch onClear={clear} />
      ) : (
        <ListState
          variant="page"
          loading={fetching && !page}
          error={Boolean(error)}
          errorText={t('opportunities.load_error')}
          retryText={t('opportunities.retry')}
          onRetry={retry}
          empty={false}
          emptyText=""
        >
          <Text size="sm" c="dimmed" role="status">
            {t('opportunities.results', { count: page?.total ?? 0 })}
          </Text>
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('opportunities.results')}
          >
            {items.map((opportunity) => (
              <OpportunityItem
                key={opportunity.id}
                opportunity={opportunity}
                busy={busy}
                onDismiss={(id) => void markNotForUs(id)}
              />
            ))}
          </Stack>
        </ListState>
      )}
      {pages > 1 && (
        <Group component="nav" justify="center" aria-label={t('opportunities.pagination')}>
          <Pagination
            total={pages}
            value={Math.min(query.page ?? 1, pages)}
            onChange={(next) => go(withPage(query, next))}
            getItemProps={(n) => ({ 'aria-label': t('opportunities.page', { page: n }) })}
            getControlProps={(control) =>
              control === 'previous'
                ? { 'aria-label': t('opportunities.previous') }
                : control === 'next'
                  ? { 'aria-label': t('opportunities.next') }
                  : {}
            }
          />
        </Group>
      )}
    </Stack>
  );
}
