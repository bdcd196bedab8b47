import { readAsTenant } from '@grantflow/db/client';
import {
  type OpportunityFilters,
  type OpportunityRecord,
  searchOpportunities as searchRows,
} from '@grantflow/db/repositories/opportunities';
import type { PageRequest } from '@grantflow/db/repositories/shared';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';

export interface SearchOpportunitiesOptions extends TenantUseCaseOptions {
  search: string | null;
  filters: OpportunityFilters;
  page: PageRequest;
}

/** searchOpportunities: the local copy searched for the organisation, its dismissed ones left out. */
export async function searchOpportunities(
  options: SearchOpportunitiesOptions,
): Promise<{ total: number; items: OpportunityRecord[] }> {
  const { db, organization, search, filters, page } = options;
  return readAsTenant(db, organization.id, (tx) =>
    searchRows(tx, organization.id, { search, filters, page }),
  );
}
