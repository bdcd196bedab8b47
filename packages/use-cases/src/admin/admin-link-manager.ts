import { recordAuditEvent } from '@grantflow/auth/audit';
import { requireAdmin } from '@grantflow/auth/roles';
import type { AuthUser } from '@grantflow/auth/user';
import { type Db, type DbExecutor, withIdentity } from '@grantflow/db/client';
import { addManagerLink } from '@grantflow/db/repositories/manager-links';
import { findOrganization } from '@grantflow/db/repositories/organizations';
import { DomainError } from '@grantflow/domain/shared/errors';
import { type AdminUser, loadAdminUser } from './admin-users.ts';

async function requireOrganization(tx: DbExecutor, organizationId: number): Promise<void> {
  if (!(await findOrganization(tx, organizationId))) throw new DomainError('ORGANIZATION_NOT_FOUND');
}

/** Links a MANAGER to an organisation (idempotent). */
export async function adminLinkManager(
  db: Db,
  caller: AuthUser | null | undefined,
  input: { userId: number; organizationId: number },
): Promise<AdminUser> {
  const admin = await requireAdmin(db, caller, 'admin.managers.link');
  return withIdentity(db, async (tx) => {
    const user = await loadAdminUser(tx, input.userId);
    await requireOrganization(tx, input.organizationId);
    if (user.role !== 'MANAGER')
      throw new DomainError('VALIDATION', 'Only a manager can be linked to organizations.');
    if (await addManagerLink(tx, input.userId, input.organizationId)) {
      await recordAuditEvent(tx, {
        action: 'manager_link.added',
        actorUserId: admin.id,
        organizationId: input.organizationId,
        targetType: 'user',
        targetId: input.userId,
      });
    }
    return loadAdminUser(tx, input.userId);
  });
}
