import { useQuery } from 'urql';
import { AdminListUsersQuery } from '../graphql/admin-operations.ts';

/** The users matching the search (`null`: all) in one organisation (`null`: any). */
export function useAdminUsers(search: string | null, organizationId: string | null) {
  const [{ data, fetching, error }, refetch] = useQuery({
    query: AdminListUsersQuery,
    variables: { search, organizationId },
  });
  return {
    rows: data?.adminListUsers ?? [],
    fetching,
    error,
    retry: () => refetch({ requestPolicy: 'network-only' }),
  };
}
