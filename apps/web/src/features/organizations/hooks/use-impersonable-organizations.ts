import type { ManagerLinkEntry } from '@grantflow/validation/rest-wire';
import { useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { restRequest } from '../../../lib/rest-client.ts';
import { ListOrganizationsQuery } from '../graphql/list-organizations.ts';
import { managedOrganizations } from '../utils/managers-response.ts';
import type { NamedOrganization } from '../utils/organization-choice.ts';

export interface PickerUser {
  readonly id: string;
  readonly role: 'ADMIN' | 'MANAGER' | 'USER';
  readonly organization: NamedOrganization;
}

export interface ImpersonableOrganizations {
  /** undefined while loading or after a failure: no validity check may run on it. */
  readonly organizations: readonly NamedOrganization[] | undefined;
}

/** ADMIN picks among all organisations (listOrganizations); MANAGER among linked ones (GET /managers; docs/product.md, Users and roles). */
export function useImpersonableOrganizations(user: PickerUser): ImpersonableOrganizations {
  const isAdmin = user.role === 'ADMIN';
  const [{ data, error }] = useQuery({ query: ListOrganizationsQuery, pause: !isAdmin });
  const [managed, setManaged] = useState<NamedOrganization[] | undefined>(undefined);
  const ownId = user.organization.id;
  const ownName = user.organization.name;

  useEffect(() => {
    if (error) console.error('listOrganizations failed', error.message);
  }, [error]);

  useEffect(() => {
    if (isAdmin) return;
    const controller = new AbortController();
    void restRequest<ManagerLinkEntry[]>(`/managers/${encodeURIComponent(user.id)}`, {
      signal: controller.signal,
    }).then((result) => {
      if (controller.signal.aborted) return;
      // docs/product.md, Messages and error codes: a failing manager list is only logged; the picker then offers the own organisation.
      if (!result.ok) {
        console.error('GET /managers failed', result.error);
        setManaged(undefined);
        return;
      }
      setManaged(managedOrganizations(result.data, { id: ownId, name: ownName }));
    });
    return () => controller.abort();
  }, [isAdmin, user.id, ownId, ownName]);

  if (isAdmin) return { organizations: data?.listOrganizations };
  return { organizations: managed };
}
