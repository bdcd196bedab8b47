import { useQuery } from 'urql';
import { FunderProfileQuery } from '../graphql/funder-profile.ts';

const NOT_FOUND = 'Funder not found';

/** A funder's profile page data; `notFound` when the API says the funder is not the organisation's. */
export function useFunderProfile(id: string) {
  const [{ data, fetching, error }, reexecute] = useQuery({ query: FunderProfileQuery, variables: { id } });
  return {
    profile: data?.GetFunderProfile,
    fetching,
    error,
    notFound: error?.graphQLErrors.some((e) => e.message === NOT_FOUND) ?? false,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
