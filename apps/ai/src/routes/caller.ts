import type { RequestLike, RestAuth } from '@grantflow/auth/rest-auth';
import type { AuthOrganization, AuthUser } from '@grantflow/auth/user';
import { DomainError } from '@grantflow/domain/shared/errors';

/** "0", "", null and undefined mean "not given": the web sends 0 for the organisation of the session. */
export function optionalId(value: unknown): string | number | null {
  if (value === undefined || value === null || value === '' || value === 0 || value === '0') return null;
  return typeof value === 'number' ? value : String(value);
}

/**
 * The authenticated caller and the organisation they act for. A user id in the path or body must be the
 * caller's own (FORBIDDEN otherwise); the organisation id goes through the role rules of the effective
 * organisation (ORGANIZATION_NOT_FOUND for one the caller may not act for).
 */
export async function resolveCaller(
  auth: RestAuth,
  request: RequestLike,
  ids: { userId?: unknown; organizationId?: unknown },
): Promise<{ user: AuthUser; organization: AuthOrganization }> {
  const user = await auth.requireUser(request);
  const userId = optionalId(ids.userId);
  if (userId !== null && String(userId) !== String(user.id)) throw new DomainError('FORBIDDEN');
  const organization = await auth.effectiveOrganization(request, optionalId(ids.organizationId));
  return { user, organization };
}
