import { recordAuditEvent } from '@grantflow/auth/audit';
import { requireAdmin } from '@grantflow/auth/roles';
import type { AuthUser } from '@grantflow/auth/user';
import { type Db, withIdentity } from '@grantflow/db/client';
import { removeManagerLink } from '@grantflow/db/repositories/manager-links';
import { type AdminUser, loadAdminUser } from './admin-users.ts';

/** Removes a manager's link; the manager's very next request can no longer act for that organisation. */
export async function adminUnlinkManager(
  db: Db,
  caller: AuthUser | null | undefined,
  input: { userId: number; organizationId: number },
): Promise<AdminUser> {
  const admin = await requireAdmin(db, caller, 'admin.managers.unlink');
  return withIdentity(db, async (tx) => {
    await loadAdminUser(tx, input.userId);
    if (await removeManagerLink(tx, input.userId, input.organizationId)) {
      await recordAuditEvent(tx, {
        action: 'manager_link.removed',
        actorUserId: admin.id,
        organizationId: input.organizationId,
        targetType: 'user',
        targetId: input.userId,
      });
    }
    return loadAdminUser(tx, input.userId);
  });
}
