import { MAX_COMBINED_ORGANIZATIONS } from '@grantflow/domain/constants/combined-view';

/**
 * /deadlines and /calendar remember the organisation scope in the address, so a reload or a shared link keeps
 * it: `?scope=all` ("All my organisations" / an ADMIN's "Several organisations") and, for an ADMIN, the picked
 * organisations as `?orgs=1,2,3`.
 */
export interface OrganizationScopeSearch {
  scope?: 'all';
  orgs?: string;
}

const ID = /^[1-9][0-9]{0,9}$/;

/** The picked organisation ids, in order, without duplicates or bad values, at most the API's limit. */
export function parseOrganizationIds(value: unknown): string[] {
  // The router reads `?orgs=5` as the number 5 (its values are JSON when they parse as JSON).
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const ids = text.split(',').map((part) => part.trim());
  return [...new Set(ids.filter((id) => ID.test(id)))].slice(0, MAX_COMBINED_ORGANIZATIONS);
}

export function formatOrganizationIds(ids: readonly string[]): string | undefined {
  return ids.length > 0 ? ids.join(',') : undefined;
}

export function parseOrganizationScopeSearch(raw: Record<string, unknown>): OrganizationScopeSearch {
  const ids = parseOrganizationIds(raw.orgs);
  return { scope: raw.scope === 'all' ? 'all' : undefined, orgs: formatOrganizationIds(ids) };
}
