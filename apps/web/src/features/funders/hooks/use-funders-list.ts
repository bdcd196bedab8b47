import { useQuery } from 'urql';
import type { FunderSortState } from '../../renewals/index.ts';
import { ListFundersQuery } from '../graphql/funders.ts';
import { FUNDERS_PAGE_SIZE } from '../utils/funders-search.ts';

interface FundersListRequest {
  organizationId: string | null;
  search: string | undefined;
  page: number;
  sort: FunderSortState | null;
}

/** One page of the organisation's funders, filtered and sorted. */
export function useFundersList({ organizationId, search, page, sort }: FundersListRequest) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: ListFundersQuery,
    variables: {
      filters: { organizationId, search: search ?? null },
      pagination: { page, pageSize: FUNDERS_PAGE_SIZE },
      sort,
    },
    pause: !organizationId,
  });
  return {
    list: data?.listFunders,
    fetching,
    error,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
