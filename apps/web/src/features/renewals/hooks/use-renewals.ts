import { useDeferredValue } from 'react';
import { useQuery } from 'urql';
import { RenewalsQuery } from '../graphql/renewals.ts';

/** The renewals due within `withinDays`, deferred like the dashboard's cards so both render in the same pass. */
export function useRenewals(organizationId: string, withinDays: number) {
  const [{ data, fetching: currentFetching, error }, reexecute] = useQuery({
    query: RenewalsQuery,
    variables: { organizationId, withinDays },
  });
  // Deferred like the dashboard's cards (dashboard-page.tsx): the rows render in the same time-sliced pass.
  const rows = useDeferredValue(data?.listRenewals ?? null);
  const fetching = useDeferredValue(currentFetching);
  return { rows, fetching, error, retry: () => reexecute({ requestPolicy: 'network-only' }) };
}
