import { useMemo } from 'react';
import { useQuery } from 'urql';
import { ListOrganizationsQuery } from '../../organizations/index.ts';

/** Every organisation's name by its id (the header picker's list), asked only while `active`. */
export function useOrganizationNames(active: boolean): ReadonlyMap<string, string> {
  const [{ data }] = useQuery({ query: ListOrganizationsQuery, pause: !active });
  return useMemo(
    () =>
      new Map((data?.listOrganizations ?? []).map((organization) => [organization.id, organization.name])),
    [data],
  );
}
