import { recordAuditEvent } from '@grantflow/auth/audit';
import { parseInput } from '@grantflow/auth/parse-input';
import { ORGANIZATION_CREATOR_ROLES, requireRole } from '@grantflow/auth/roles';
import type { AuthOrganization, AuthUser } from '@grantflow/auth/user';
import { type Db, withIdentity } from '@grantflow/db/client';
import { insertManagerLink } from '@grantflow/db/repositories/manager-links';
import { insertOrganization } from '@grantflow/db/repositories/organizations';
import { findUserRole } from '@grantflow/db/repositories/users';
import { DomainError } from '@grantflow/domain/shared/errors';
import { organizationCreateBodySchema } from '@grantflow/validation/organization';

/**
 * POST /managers/organisation: ADMIN and MANAGER only. Creates the organisation and links it to the
 * manager named by `user_id`, which must be the caller (an ADMIN may name any MANAGER or ADMIN).
 * Unknown body keys (role, authorized, organizationId, …) are dropped by the schema, never applied.
 */
export async function createManagedOrganization(
  db: Db,
  caller: AuthUser | null | undefined,
  body: unknown,
): Promise<AuthOrganization> {
  const user = await requireRole(db, caller, ORGANIZATION_CREATOR_ROLES, 'organization.create');
  const input = parseInput(organizationCreateBodySchema, body);
  return withIdentity(db, async (tx) => {
    if (input.user_id !== user.id) {
      const role = user.role === 'ADMIN' ? await findUserRole(tx, input.user_id) : null;
      if (!role || role === 'USER') throw new DomainError('USER_NOT_FOUND');
    }
    const organization = await insertOrganization(tx, {
      name: input.name,
      fiscalYearStart: input.fiscal_year_start_date,
    });
    await insertManagerLink(tx, input.user_id, organization.id);
    await recordAuditEvent(tx, {
      action: 'organization.created',
      actorUserId: user.id,
      organizationId: organization.id,
      targetType: 'organization',
      targetId: organization.id,
      metadata: { name: organization.name },
    });
    await recordAuditEvent(tx, {
      action: 'manager_link.added',
      actorUserId: user.id,
      organizationId: organization.id,
      targetType: 'user',
      targetId: input.user_id,
    });
    return organization;
  });
}
