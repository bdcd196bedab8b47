import { useQuery } from 'urql';
import type { OpportunitiesSearch } from '../../../routes/opportunities-search.ts';
import { SearchOpportunitiesQuery } from '../graphql/opportunities.ts';
import { isNarrowed, opportunityVariables, rangeInvalid } from '../utils/opportunity-filters.ts';

// The list cache drops an answer when a mutation returns one of these (dismiss, restore, track).
const context = { additionalTypenames: ['Opportunity', 'OpportunityPage'] };

/**
 * One page of opportunities for the address's search and filters. When a narrowed search finds nothing,
 * one more row is asked for without any filter, to tell "nothing matches" from "nothing synced yet".
 */
export function useOpportunitySearch(query: OpportunitiesSearch) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: SearchOpportunitiesQuery,
    variables: opportunityVariables(query),
    context,
    pause: rangeInvalid(query),
  });
  const page = data?.searchOpportunities ?? null;
  const narrowed = isNarrowed(query);
  const [probe] = useQuery({
    query: SearchOpportunitiesQuery,
    variables: { search: null, filters: null, pagination: { page: 1, pageSize: 1 } },
    context,
    pause: !narrowed || page === null || page.total > 0,
  });
  const copyEmpty =
    page !== null && page.total === 0 && (!narrowed || probe.data?.searchOpportunities.total === 0);
  return {
    page,
    fetching: fetching || (narrowed && page?.total === 0 && probe.fetching),
    error,
    copyEmpty,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
