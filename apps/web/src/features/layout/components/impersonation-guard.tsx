import { useEffect, useRef } from 'react';
import { useResetGraphqlClient } from '../../../lib/graphql-provider.tsx';
import { checkImpersonatedOrganization } from '../../../lib/impersonation.ts';
import { type PickerUser, useImpersonableOrganizations } from '../../organizations/index.ts';
import { useLeavePageOnOrganizationChange } from '../hooks/use-leave-funder-page.ts';
import { useOrganizationFromLink } from '../hooks/use-organization-from-link.ts';

/**
 * Drops a stored organisation that is no longer offered (lib/impersonation.ts) and leaves a funder's page
 * (docs/product.md, Screens and routes); acts in the organisation a deep link names (use-organization-from-link.ts). Mounted by the shell for ADMIN and MANAGER, not by the picker: on phones the picker exists only
 * while the drawer is open, and the check must run anyway.
 */
export function ImpersonationGuard({ user }: { user: PickerUser }) {
  const resetClient = useResetGraphqlClient();
  const leavePage = useLeavePageOnOrganizationChange();
  const { organizations } = useImpersonableOrganizations(user);
  const checked = useRef<readonly unknown[] | undefined>(undefined);
  useOrganizationFromLink(user.organization.id, organizations);

  useEffect(() => {
    // One validity check per answer of the list (a ref, so StrictMode's second run does not count twice).
    if (!organizations || checked.current === organizations) return;
    checked.current = organizations;
    if (checkImpersonatedOrganization(organizations.map((o) => o.id)) === 'dropped') {
      resetClient();
      leavePage();
    }
  }, [organizations, resetClient, leavePage]);
  return null;
}
