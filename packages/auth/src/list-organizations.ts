import { type Db, withIdentity } from '@grantflow/db/client';
import { listOrganizationsByName } from '@grantflow/db/repositories/organizations';
import { assertAuthorized } from './effective-organization.ts';
import type { AuthOrganization, AuthUser } from './user.ts';

/**
 * The organisations a user may pick (docs/product.md, Users and roles): ADMIN → all, MANAGER → linked plus own, USER → own.
 * Sorted by name case-insensitively, then id so equal names keep a stable order.
 */
export async function listOrganizations(
  db: Db,
  user: AuthUser | null | undefined,
): Promise<AuthOrganization[]> {
  assertAuthorized(user);
  if (user.role === 'USER') return [user.organization];

  const scope =
    user.role === 'MANAGER' ? { ownOrganizationId: user.organizationId, managerUserId: user.id } : undefined;
  return withIdentity(db, (tx) => listOrganizationsByName(tx, scope));
}
