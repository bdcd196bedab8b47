import { useQuery } from 'urql';
import { GetReportQuery } from '../graphql/reports.ts';

/** One report as the update modal edits it, always read afresh. */
export function useReport(id: string) {
  const [{ data, fetching, error }] = useQuery({
    query: GetReportQuery,
    variables: { id },
    requestPolicy: 'network-only',
  });
  return { report: data?.getReport, fetching, error };
}
