import { readAsTenant } from '@grantflow/db/client';
import {
  listSavedSearches,
  type SavedOpportunitySearchRecord,
} from '@grantflow/db/repositories/saved-opportunity-searches';
import { ownerOf, type SavedSearchUseCaseOptions } from './saved-search-options.ts';

/** listSavedOpportunitySearches: the caller's own saved searches in the organisation, oldest first. */
export async function listSavedOpportunitySearches(
  options: SavedSearchUseCaseOptions,
): Promise<SavedOpportunitySearchRecord[]> {
  const owner = ownerOf(options);
  return readAsTenant(options.db, owner.organizationId, (tx) => listSavedSearches(tx, owner));
}
