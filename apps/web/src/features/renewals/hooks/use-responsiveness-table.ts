import { useQuery } from 'urql';
import { ResponsivenessTableQuery } from '../graphql/renewals.ts';

/** How every funder of the organisation with a submitted application responds. */
export function useResponsivenessTable(organizationId: string) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: ResponsivenessTableQuery,
    variables: { organizationId },
  });
  return {
    rows: data?.listFunderResponsiveness ?? null,
    fetching,
    error,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
