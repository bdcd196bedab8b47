import { useQuery } from 'urql';
import { FunderResponsivenessQuery } from '../graphql/renewals.ts';

/** One funder's responsiveness figures and its next renewal. */
export function useFunderResponsiveness(funderId: string) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: FunderResponsivenessQuery,
    variables: { id: funderId },
  });
  return {
    profile: data?.GetFunderProfile ?? null,
    fetching,
    error,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
