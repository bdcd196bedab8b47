import type { NextDaysOption } from '@grantflow/domain/constants/limits';
import { useQuery } from 'urql';
import { DeadlinesQuery } from '../graphql/deadlines.ts';

/** The organisation's deadlines of the next `days` days; paused while "All my organisations" shows the combined view. */
export function useDeadlines(days: NextDaysOption, paused: boolean) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: DeadlinesQuery,
    variables: { days },
    pause: paused,
  });
  return {
    deadlines: data?.deadlines,
    fetching,
    error,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
