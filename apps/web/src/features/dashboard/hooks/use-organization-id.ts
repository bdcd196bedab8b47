import { useMemo } from 'react';
import { useClient } from 'urql';
import { getImpersonatedOrganizationId } from '../../../lib/impersonation.ts';
import { useCurrentUser } from '../../auth/hooks/use-current-user.ts';

/**
 * The organisation the dashboard screens show (§4 impersonation): the picked one, else the user's own. Only
 * the id is needed here (getOrganization answers its fiscal years), so no organisation list is loaded. The
 * picker swaps the GraphQL client on a change, so the stored choice is re-read whenever the client changes.
 */
export function useOrganizationId(): string | null {
  const client = useClient();
  const { user } = useCurrentUser();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the client identity marks an organisation change.
  const impersonated = useMemo(() => getImpersonatedOrganizationId(), [client]);
  return user ? (impersonated ?? user.organization.id) : null;
}
