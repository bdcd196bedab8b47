import { useQuery } from 'urql';
import { ListApplicationsQuery, type periodRange } from '../../applications/index.ts';
import { PIPELINE_PAGE_SIZE, type PipelineStatusFilter } from '../utils/pipeline-filters.ts';

interface PipelineRequest {
  organizationId: string | null;
  search: string;
  status: PipelineStatusFilter;
  range: ReturnType<typeof periodRange>;
  page: number;
}

/** One page of the pipeline's applications in the period, by deadline. */
export function usePipelineApplications({ organizationId, search, status, range, page }: PipelineRequest) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: ListApplicationsQuery,
    variables: {
      filters: {
        organizationId,
        search: search || null,
        status: status === 'ALL' ? null : status,
        startAt: range?.startAt ?? null,
        endAt: range?.endAt ?? null,
      },
      pagination: { page, pageSize: PIPELINE_PAGE_SIZE, orderBy: { field: 'deadline', direction: 'ASC' } },
    },
    pause: !organizationId,
  });
  return {
    listing: data?.listApplications,
    fetching,
    error,
    refetch: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
