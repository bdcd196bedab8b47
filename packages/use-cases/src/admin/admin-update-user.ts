import { recordAuditEvent } from '@grantflow/auth/audit';
import { requireAdmin } from '@grantflow/auth/roles';
import { deleteUserSessions } from '@grantflow/auth/session';
import type { AuthUser } from '@grantflow/auth/user';
import { type Db, withIdentity } from '@grantflow/db/client';
import { removeUserManagerLinks } from '@grantflow/db/repositories/manager-links';
import { updateUserAccess } from '@grantflow/db/repositories/users';
import type { Role } from '@grantflow/domain/shared/enums';
import { DomainError } from '@grantflow/domain/shared/errors';
import { type AdminUser, loadAdminUser } from './admin-users.ts';

/**
 * Sets a user's role and/or authorized flag. A change ends all of the user's sessions, so it applies
 * on their next request (their old token stops working). An admin cannot change their own account,
 * so the last admin cannot lock everyone out by mistake.
 */
export async function adminUpdateUser(
  db: Db,
  caller: AuthUser | null | undefined,
  input: { id: number; role?: Role | null; authorized?: boolean | null },
): Promise<AdminUser> {
  const admin = await requireAdmin(db, caller, 'admin.users.update');
  if (input.id === admin.id) {
    throw new DomainError('VALIDATION', 'You cannot change your own role or access.');
  }
  return withIdentity(db, async (tx) => {
    const before = await loadAdminUser(tx, input.id);
    const changes: { role?: Role; authorized?: boolean } = {};
    if (input.role && input.role !== before.role) changes.role = input.role;
    if (typeof input.authorized === 'boolean' && input.authorized !== before.authorized) {
      changes.authorized = input.authorized;
    }
    if (Object.keys(changes).length === 0) return before;
    await updateUserAccess(tx, input.id, changes);
    if (changes.role && before.role === 'MANAGER') {
      // Links only mean something for a manager; a demoted one keeps no access through them.
      await removeUserManagerLinks(tx, input.id);
    }
    await deleteUserSessions(tx, input.id);
    const audit = {
      actorUserId: admin.id,
      organizationId: before.organization.id,
      targetType: 'user',
      targetId: input.id,
    };
    if (changes.role) {
      await recordAuditEvent(tx, {
        ...audit,
        action: 'user.role.changed',
        metadata: { from: before.role, to: changes.role },
      });
    }
    if (changes.authorized !== undefined) {
      await recordAuditEvent(tx, {
        ...audit,
        action: 'user.authorized.changed',
        metadata: { from: before.authorized, to: changes.authorized },
      });
    }
    return loadAdminUser(tx, input.id);
  });
}
