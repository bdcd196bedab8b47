import { withTenant } from '@grantflow/db/client';
import {
  countSavedSearches,
  insertSavedSearch,
  type SavedOpportunitySearchRecord,
} from '@grantflow/db/repositories/saved-opportunity-searches';
import { SAVED_SEARCHES_PER_USER_MAX } from '@grantflow/domain/constants/limits';
import { DomainError } from '@grantflow/domain/shared/errors';
import type { SavedOpportunitySearchFields } from '@grantflow/validation/saved-opportunity-search';
import { ownerOf, type SavedSearchUseCaseOptions } from './saved-search-options.ts';

/**
 * saveOpportunitySearch: keeps the caller's search text and filters under a name, active (the daily digest
 * covers it from now on). SAVED_SEARCH_LIMIT past SAVED_SEARCHES_PER_USER_MAX in one organisation.
 */
export async function saveOpportunitySearch(
  options: SavedSearchUseCaseOptions & { fields: SavedOpportunitySearchFields },
): Promise<SavedOpportunitySearchRecord> {
  const owner = ownerOf(options);
  const { name, search, filters } = options.fields;
  return withTenant(options.db, owner.organizationId, async (tx) => {
    if ((await countSavedSearches(tx, owner)) >= SAVED_SEARCHES_PER_USER_MAX)
      throw new DomainError('SAVED_SEARCH_LIMIT');
    return insertSavedSearch(tx, owner, {
      name,
      search,
      filters: {
        status: filters.status ?? null,
        closeFrom: filters.closeFrom,
        closeTo: filters.closeTo,
        agency: filters.agency,
      },
    });
  });
}
