import { OPPORTUNITY_STATUSES, type OpportunitiesSearch } from '../../../routes/opportunities-search.ts';
import { opportunityVariables } from './opportunity-filters.ts';

interface SavedFilters {
  status?: string | null;
  closeFrom?: string | null;
  closeTo?: string | null;
  agency?: string | null;
}

/** What "Save this search" stores: the list's search and filters, under the name given. */
export function savedSearchInput(name: string, query: OpportunitiesSearch) {
  const { search, filters } = opportunityVariables(query);
  return { name: name.trim(), search, filters };
}

/** The address a saved search opens (a status the list cannot filter by, such as archived, is left out). */
export function savedSearchAddress(saved: {
  search?: string | null;
  filters: SavedFilters;
}): OpportunitiesSearch {
  const { filters } = saved;
  const address: OpportunitiesSearch = {
    search: saved.search ?? undefined,
    state: OPPORTUNITY_STATUSES.find((s) => s === filters.status),
    closeFrom: filters.closeFrom ?? undefined,
    closeTo: filters.closeTo ?? undefined,
    agency: filters.agency ?? undefined,
  };
  return Object.fromEntries(Object.entries(address).filter(([, value]) => value !== undefined));
}
