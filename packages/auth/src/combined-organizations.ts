import { type Db, withIdentity } from '@grantflow/db/client';
import { listOrganizationsByIds, listOrganizationsByName } from '@grantflow/db/repositories/organizations';
import { MAX_COMBINED_ORGANIZATIONS } from '@grantflow/domain/constants/combined-view';
import { DomainError } from '@grantflow/domain/shared/errors';
import { assertAuthorized, parseOrganizationId } from './effective-organization.ts';
import type { AuthOrganization, AuthUser } from './user.ts';

/**
 * The organisations of "All my organisations", read afresh on every call so a removed
 * manager link drops its organisation at once:
 * - USER: their own;
 * - MANAGER: their own plus every linked one (the picker's list);
 * - ADMIN: their own, or the organisations they pick explicitly (at most MAX_COMBINED_ORGANIZATIONS):
 *   "every organisation" would be the whole installation, one tenant transaction each.
 * `requested` narrows the set (the view's organisation filter); any id outside it, or unknown, is refused
 * as ORGANIZATION_NOT_FOUND, like the single-organisation picker, so other tenants cannot be probed.
 */
export async function resolveCombinedOrganizations(
  db: Db,
  user: AuthUser | null | undefined,
  requested: readonly (string | number)[] | null | undefined,
): Promise<AuthOrganization[]> {
  assertAuthorized(user);
  const ids = requested ? [...new Set(requested.map((value) => parseOrganizationId(value)))] : null;
  if (ids?.some((id) => id === null)) throw new DomainError('ORGANIZATION_NOT_FOUND');
  const wanted = ids as number[] | null;
  if (wanted && wanted.length > MAX_COMBINED_ORGANIZATIONS) {
    throw new DomainError('VALIDATION', `at most ${MAX_COMBINED_ORGANIZATIONS} organisations`, {
      params: { limit: MAX_COMBINED_ORGANIZATIONS },
    });
  }

  let allowed: AuthOrganization[];
  if (user.role === 'USER') allowed = [user.organization];
  else if (user.role === 'MANAGER') {
    allowed = await withIdentity(db, (tx) =>
      listOrganizationsByName(tx, { ownOrganizationId: user.organizationId, managerUserId: user.id }),
    );
  } else if (wanted && wanted.length > 0) {
    allowed = await withIdentity(db, (tx) => listOrganizationsByIds(tx, wanted));
  } else allowed = [user.organization];

  if (!wanted || wanted.length === 0) return allowed;
  const byId = new Map(allowed.map((organization) => [organization.id, organization]));
  if (wanted.some((id) => !byId.has(id))) throw new DomainError('ORGANIZATION_NOT_FOUND');
  return allowed.filter((organization) => wanted.includes(organization.id));
}
