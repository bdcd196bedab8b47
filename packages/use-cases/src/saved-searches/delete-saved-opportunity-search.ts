import { withTenant } from '@grantflow/db/client';
import { deleteSavedSearch } from '@grantflow/db/repositories/saved-opportunity-searches';
import { DomainError } from '@grantflow/domain/shared/errors';
import { ownerOf, type SavedSearchUseCaseOptions } from './saved-search-options.ts';

/**
 * deleteSavedOpportunitySearch: removes one of the caller's saved searches and answers its id. Another
 * user's search and an unknown id answer alike (SAVED_SEARCH_NOT_FOUND).
 */
export async function deleteSavedOpportunitySearch(
  options: SavedSearchUseCaseOptions & { id: number },
): Promise<number> {
  const owner = ownerOf(options);
  const deleted = await withTenant(options.db, owner.organizationId, (tx) =>
    deleteSavedSearch(tx, owner, options.id),
  );
  if (!deleted) throw new DomainError('SAVED_SEARCH_NOT_FOUND');
  return options.id;
}
