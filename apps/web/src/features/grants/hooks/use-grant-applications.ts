import type { RecordFilter } from '@grantflow/domain/shared/enums';
import { useDeferredValue } from 'react';
import { useQuery } from 'urql';
import { ListApplicationsQuery } from '../../applications/index.ts';
import { GRANT_LIST_PAGE_SIZE, type GrantStatusFilter } from '../utils/grant-filters.ts';

interface GrantApplicationsRequest {
  organizationId: string | null;
  search: string;
  status: GrantStatusFilter;
  record: RecordFilter;
  submissionYear: number | undefined;
  awardYear: number | undefined;
  /** The view's deadline range (utils/grant-list-view.ts). */
  startAt: string | null;
  endAt: string | null;
  page: number;
}

/** One page of the grant list's applications, by deadline, with its filters. */
export function useGrantApplications({
  organizationId,
  search,
  status,
  record,
  submissionYear,
  awardYear,
  startAt,
  endAt,
  page,
}: GrantApplicationsRequest) {
  const [{ data: currentData, fetching: currentFetching, error }, reexecute] = useQuery({
    query: ListApplicationsQuery,
    variables: {
      filters: {
        organizationId,
        search: search || null,
        status: status === 'ALL' ? null : status,
        record,
        submissionYear: submissionYear ?? null,
        awardYear: awardYear ?? null,
        startAt,
        endAt,
      },
      pagination: { page, pageSize: GRANT_LIST_PAGE_SIZE, orderBy: { field: 'deadline', direction: 'ASC' } },
    },
    pause: !organizationId,
  });
  // The table (one row of Mantine cells per application) renders in a deferred, time-sliced pass: a new
  // answer first re-renders the page as it was, then the rows in slices instead of one long task.
  const data = useDeferredValue(currentData);
  const fetching = useDeferredValue(currentFetching);
  return {
    listing: data?.listApplications,
    fetching,
    error,
    refetch: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
