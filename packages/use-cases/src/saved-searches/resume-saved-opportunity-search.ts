import { withTenant } from '@grantflow/db/client';
import {
  type SavedOpportunitySearchRecord,
  setSavedSearchPaused,
} from '@grantflow/db/repositories/saved-opportunity-searches';
import { DomainError } from '@grantflow/domain/shared/errors';
import { ownerOf, type SavedSearchUseCaseOptions } from './saved-search-options.ts';

/**
 * resumeSavedOpportunitySearch: the daily digest covers the caller's saved search again, from its last digest
 * on; SAVED_SEARCH_NOT_FOUND when it is not theirs.
 */
export async function resumeSavedOpportunitySearch(
  options: SavedSearchUseCaseOptions & { id: number },
): Promise<SavedOpportunitySearchRecord> {
  const owner = ownerOf(options);
  const row = await withTenant(options.db, owner.organizationId, (tx) =>
    setSavedSearchPaused(tx, owner, options.id, false),
  );
  if (!row) throw new DomainError('SAVED_SEARCH_NOT_FOUND');
  return row;
}
