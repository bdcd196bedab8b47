import { useQuery } from 'urql';
import { AdminListOrganizationsQuery } from '../graphql/admin-operations.ts';

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
