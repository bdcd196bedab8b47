import { addDays } from '@grantflow/domain/dates/date-arithmetic';
import { toWireDate } from '@grantflow/domain/dates/to-wire-date';
import { useMemo } from 'react';
import { useQuery } from 'urql';
import { CombinedDeadlinesQuery } from '../../consultant/index.ts';

/**
 * The next `days` days of deadlines across organisations: every one the user may act for, or an ADMIN's
 * picked `organizationIds` (none picked: nothing asked).
 */
export function useCombinedDeadlines(days: number, organizationIds: readonly string[] | undefined) {
  // The server's window is UTC today, like the single-organisation page's.
  const range = useMemo(() => {
    const start = toWireDate(new Date());
    return { start, end: addDays(start, days) };
  }, [days]);
  const nonePicked = organizationIds?.length === 0;
  const variables = useMemo(
    () => ({ ...range, organizationIds: organizationIds ? [...organizationIds] : null }),
    [range, organizationIds],
  );
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: CombinedDeadlinesQuery,
    variables,
    pause: nonePicked,
  });
  return {
    nonePicked,
    combined: data?.combinedDeadlines,
    fetching,
    error,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
