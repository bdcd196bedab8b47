import { useMemo } from 'react';
import { useQuery } from 'urql';
import { ListOrganizationsQuery, sortOrganizations } from '../../organizations/index.ts';

/** Every organisation as a pick option, sorted as the header picker sorts them. */
export function useOrganizationOptions() {
  const [{ data, fetching, error }, reexecute] = useQuery({ query: ListOrganizationsQuery });
  const options = useMemo(
    () =>
      sortOrganizations(data?.listOrganizations ?? []).map((organization) => ({
        value: organization.id,
        label: organization.name,
      })),
    [data],
  );
  return {
    options,
    loading: fetching && !data,
    failed: Boolean(error && !data),
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
