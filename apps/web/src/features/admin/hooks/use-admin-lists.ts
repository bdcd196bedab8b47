import { useQuery } from 'urql';
import { AdminListOrganizationsQuery, AdminListUsersQuery } from '../graphql/admin-operations.ts';

/** Every organisation, for the table and the users' filters and links (one cached answer for all). */
export function useAdminOrganizations() {
  const [{ data, fetching, error }, refetch] = useQuery({ query: AdminListOrganizationsQuery });
  return {
    rows: data?.adminListOrganizations ?? [],
    fetching,
    error,
    retry: () => refetch({ requestPolicy: 'network-only' }),
  };
}

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
