import { useMatches, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { isRouteName } from '../../../routes/route-table.ts';
import { pathAfterOrganizationChange } from '../utils/organization-change.ts';

/** Returns what to call after the acting organisation changed: leaves a funder's pages for /funders (docs/product.md, Screens and routes). */
export function useLeavePageOnOrganizationChange(): () => void {
  const navigate = useNavigate();
  const routeName = useMatches({
    select: (matches) => {
      const name = matches.at(-1)?.staticData.routeName;
      return isRouteName(name) ? name : undefined;
    },
  });
  return useCallback(() => {
    const to = pathAfterOrganizationChange(routeName);
    if (to) void navigate({ to });
  }, [navigate, routeName]);
}
