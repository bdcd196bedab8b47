import { readAsTenant } from '@grantflow/db/client';
import {
  type OpportunityFilters,
  searchOpportunities as searchRows,
} from '@grantflow/db/repositories/opportunities';
import type { PageRequest } from '@grantflow/db/repositories/shared';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';
import { type MatchedOpportunity, withMatchReasons } from './matched-opportunities.ts';

export interface SearchOpportunitiesOptions extends TenantUseCaseOptions {
  search: string | null;
  filters: OpportunityFilters;
  page: PageRequest;
}

/**
 * searchOpportunities: the local copy searched for the organisation, its dismissed ones left out, each with
 * why it fits the organisation (best fit first when there is no search text).
 */
export async function searchOpportunities(
  options: SearchOpportunitiesOptions,
): Promise<{ total: number; items: MatchedOpportunity[] }> {
  const { db, organization, search, filters, page } = options;
  return readAsTenant(db, organization.id, async (tx) => {
    const found = await searchRows(tx, organization.id, { search, filters, page });
    return { total: found.total, items: await withMatchReasons(tx, organization.id, found.items) };
  });
}
