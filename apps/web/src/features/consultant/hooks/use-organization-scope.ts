import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import {
  formatOrganizationIds,
  type OrganizationScopeSearch,
  parseOrganizationIds,
} from '../../../routes/organization-scope-search.ts';
import type { OrganizationScope } from '../components/organization-scope.tsx';
import { type CombinedMode, useCombinedMode } from './use-consultant.ts';

export interface OrganizationScopeState {
  /** null: the user sees only the organisation picked in the header. */
  mode: CombinedMode | null;
  scope: OrganizationScope;
  /** Whether the page shows several organisations now. */
  combined: boolean;
  /** An ADMIN's picked organisation ids (empty for everyone else). */
  picked: string[];
  /** What combinedDeadlines gets: an ADMIN's pick; undefined for a MANAGER (their own and linked). */
  organizationIds: string[] | undefined;
  setScope: (scope: OrganizationScope) => void;
  setPicked: (ids: readonly string[]) => void;
}

/** The scope of /deadlines or /calendar, kept in the address (`?scope=all&orgs=1,2`). */
export function useOrganizationScope(from: '/deadlines' | '/calendar'): OrganizationScopeState {
  const mode = useCombinedMode();
  const search = useSearch({ from });
  const navigate = useNavigate();
  const scope: OrganizationScope = mode && search.scope === 'all' ? 'all' : 'current';
  const picked = useMemo(
    () => (mode === 'picked' ? parseOrganizationIds(search.orgs) : []),
    [mode, search.orgs],
  );
  const update = (changes: { scope?: 'all'; orgs?: string }) =>
    void navigate({
      to: from,
      search: (previous: OrganizationScopeSearch) => ({ ...previous, ...changes }),
      replace: true,
    });
  return {
    mode,
    scope,
    combined: scope === 'all',
    picked,
    organizationIds: mode === 'picked' ? picked : undefined,
    setScope: (next) => update({ scope: next === 'all' ? 'all' : undefined }),
    setPicked: (ids) => update({ orgs: formatOrganizationIds(ids) }),
  };
}
