import type { SavedSearchOwner } from '@grantflow/db/repositories/saved-opportunity-searches';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';

/** A saved-search use case acts for the organisation and on the caller's own searches only. */
export interface SavedSearchUseCaseOptions extends TenantUseCaseOptions {
  userId: number;
}

export const ownerOf = (options: SavedSearchUseCaseOptions): SavedSearchOwner => ({
  organizationId: options.organization.id,
  userId: options.userId,
});
