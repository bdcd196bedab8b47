import { useLocation, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useResetGraphqlClient } from '../../../lib/graphql-provider.tsx';
import {
  clearImpersonatedOrganizationId,
  getImpersonatedOrganizationId,
  setImpersonatedOrganizationId,
} from '../../../lib/impersonation.ts';
import { currentOrganizationId, type NamedOrganization } from '../../organizations/index.ts';

/** The query parameter with which calendar events and reminder e-mails name the record's organisation. */
export const LINKED_ORGANIZATION_PARAM = 'organization';

/**
 * A link that names its organisation (`/report-center?report=50&organization=7`, docs/product.md, Screens and routes)
 * switches the acting organisation to it when it is one the user may act in, so the linked record opens instead of
 * "not in this organisation"; the acting-as banner then says where the user is. The parameter is taken out of the
 * address either way, so a reload or a later organisation change does not switch back.
 */
export function useOrganizationFromLink(ownId: string, offered: readonly NamedOrganization[] | undefined) {
  const router = useRouter();
  const resetClient = useResetGraphqlClient();
  const { pathname, searchStr, hash } = useLocation();

  useEffect(() => {
    const params = new URLSearchParams(searchStr);
    const linked = params.get(LINKED_ORGANIZATION_PARAM);
    if (!linked || !offered) return;
    params.delete(LINKED_ORGANIZATION_PARAM);
    const rest = params.toString();
    router.history.replace(`${pathname}${rest ? `?${rest}` : ''}${hash ? `#${hash}` : ''}`);
    if (!offered.some((o) => o.id === linked)) return;
    if (linked === currentOrganizationId(getImpersonatedOrganizationId(), ownId, offered)) return;
    if (linked === ownId) clearImpersonatedOrganizationId();
    else setImpersonatedOrganizationId(linked);
    resetClient();
  }, [searchStr, pathname, hash, offered, ownId, router, resetClient]);
}
