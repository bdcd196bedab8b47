import { useMemo } from 'react';
import { useClient, useQuery } from 'urql';
import { OrganizationsFiscalQuery } from '../graphql/effective-organization.ts';
import { getImpersonatedOrganizationId } from '../lib/impersonation.ts';
import { useCurrentUser } from './use-current-user.ts';

export interface EffectiveOrganization {
  /** The organisation the screens work on: the impersonated one, else the user's own. */
  id: string | null;
  /** Its name, once the organisation list has answered. */
  name: string | null;
  currentFiscalYear: number | null;
  fiscalYearStart: string | null;
  /** ISO 4217 code its amounts are shown in; null until known. */
  currency: string | null;
  loading: boolean;
}

/**
 * The organisation data queries must name (docs/product.md, Impersonation). The picker swaps the GraphQL client when
 * the choice changes, so the stored choice is re-read whenever the client changes.
 */
export function useEffectiveOrganization(): EffectiveOrganization {
  const client = useClient();
  const { user, loading } = useCurrentUser();
  // The client identity marks an organisation change.
  const impersonated = useMemo(() => getImpersonatedOrganizationId(), [client]);
  const [{ data, fetching }] = useQuery({ query: OrganizationsFiscalQuery, pause: !user });
  const id = impersonated ?? user?.organization.id ?? null;
  const match = data?.listOrganizations?.find((o) => o.id === id);
  const own = user && user.organization.id === id ? user.organization : undefined;
  return {
    id,
    name: match?.name ?? own?.name ?? null,
    currentFiscalYear: match?.currentFiscalYear ?? own?.currentFiscalYear ?? null,
    fiscalYearStart: match?.fiscalYearStart ?? null,
    currency: match?.currency ?? own?.currency ?? null,
    loading: loading || (fetching && !data),
  };
}
