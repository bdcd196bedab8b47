import { useQuery } from 'urql';
import type { periodRange } from '../../applications/index.ts';
import { ListReportsQuery } from '../graphql/reports.ts';
import { type ReportRecordFilter, submittedFilter } from '../utils/report-form.ts';

interface ReportListRequest {
  organizationId: string | null;
  search: string;
  record: ReportRecordFilter;
  range: ReturnType<typeof periodRange>;
  page: number;
  pageSize: number;
}

/** One page of the report center's reports in the period. */
export function useReportList({ organizationId, search, record, range, page, pageSize }: ReportListRequest) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: ListReportsQuery,
    variables: {
      filters: {
        organizationId,
        search: search || null,
        submitted: submittedFilter(record) ?? null,
        startAt: range?.startAt ?? null,
        endAt: range?.endAt ?? null,
      },
      pagination: { page, pageSize },
    },
    pause: !organizationId,
  });
  return {
    listing: data?.listReports,
    fetching,
    error,
    refetch: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
