import type { NamedId, NamedIds } from '@grantflow/service/tenant-route';

/** "0", "", null and undefined mean "not given": the web sends 0 for the organisation of the session. */
export function optionalId(value: unknown): NamedId {
  if (value === undefined || value === null || value === '' || value === 0 || value === '0') return null;
  return typeof value === 'number' ? value : String(value);
}

/**
 * The ids a request names, as the tenant route checks them: a user id must be the caller's own (FORBIDDEN
 * otherwise); the organisation id goes through the role rules of the effective organisation
 * (ORGANIZATION_NOT_FOUND for one the caller may not act for).
 */
export function namedIds(ids: { userId?: unknown; organizationId?: unknown }): NamedIds {
  return { userId: optionalId(ids.userId), organizationId: optionalId(ids.organizationId) };
}

/** The body as sent, for the ids it names before it is parsed. */
export const rawBody = (request: { body?: unknown }): Record<string, unknown> =>
  (request.body ?? {}) as Record<string, unknown>;
