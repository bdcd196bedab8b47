import type { OpportunitiesSearch } from '../../../routes/opportunities-search.ts';

export const OPPORTUNITIES_PAGE_SIZE = 10;

export type OpportunityFilterValues = Omit<OpportunitiesSearch, 'search' | 'page'>;

/** The address's search and filters as searchOpportunities' variables (absent filters filter nothing). */
export function opportunityVariables(query: OpportunitiesSearch, pageSize = OPPORTUNITIES_PAGE_SIZE) {
  const filters = {
    status: query.state ?? null,
    closeFrom: query.closeFrom ?? null,
    closeTo: query.closeTo ?? null,
    agency: query.agency?.trim() || null,
  };
  return {
    search: query.search?.trim() || null,
    filters,
    pagination: { page: query.page ?? 1, pageSize },
  };
}

/** Whether the list is narrowed by a search or a filter (else an empty answer means an empty local copy). */
export function isNarrowed(query: OpportunitiesSearch): boolean {
  return Boolean(query.search || query.state || query.closeFrom || query.closeTo || query.agency);
}

/** A close-date range ending before it starts: the API refuses it, so the field says why and nothing is asked. */
export function rangeInvalid(query: OpportunitiesSearch): boolean {
  return Boolean(query.closeFrom && query.closeTo && query.closeFrom > query.closeTo);
}

/** The address after one filter changes: a new filter starts again at page 1, blanks leave the address. */
export function withFilter(
  query: OpportunitiesSearch,
  change: Partial<Omit<OpportunitiesSearch, 'page'>>,
): OpportunitiesSearch {
  const next: OpportunitiesSearch = { ...query, ...change, page: undefined };
  for (const key of ['search', 'agency', 'closeFrom', 'closeTo', 'state'] as const) {
    const value = next[key];
    if (value === undefined || value === null || String(value).trim() === '') delete next[key];
  }
  return next;
}

/** The address after "Clear filters": everything but nothing. */
export function clearedSearch(): OpportunitiesSearch {
  return {};
}

/** The address after choosing a page; page 1 is the default and is left out. */
export function withPage(query: OpportunitiesSearch, page: number): OpportunitiesSearch {
  return { ...query, page: page > 1 ? page : undefined };
}

export function pageCount(total: number, pageSize = OPPORTUNITIES_PAGE_SIZE): number {
  return total > 0 ? Math.ceil(total / pageSize) : 1;
}
