import type { AuthOrganization } from '@grantflow/auth/user';
import type { DbExecutor } from '@grantflow/db/client';
import { listLinkedOrganizationsOfUsers } from '@grantflow/db/repositories/manager-links';
import { listUsersWithOrganization, type UserListFilter } from '@grantflow/db/repositories/users';
import type { Role } from '@grantflow/domain/shared/enums';
import { DomainError } from '@grantflow/domain/shared/errors';

// The admin page's view of users and organisations, shared by its operations (ADMIN only; each change is
// audited and takes effect at once).

/** The admin page shows at most this many users per search; narrow the search for more. */
export const ADMIN_USER_LIST_LIMIT = 200;

export interface AdminOrganization extends AuthOrganization {
  userCount: number;
}

export interface AdminUser {
  id: number;
  email: string;
  role: Role;
  authorized: boolean;
  organization: { id: number; name: string };
  /** The organisations this user is linked to as a manager. */
  managedOrganizations: { id: number; name: string }[];
}

export async function loadAdminUsers(
  tx: DbExecutor,
  filter: UserListFilter,
  limit: number,
): Promise<AdminUser[]> {
  const rows = await listUsersWithOrganization(tx, filter, limit);
  if (rows.length === 0) return [];
  const links = await listLinkedOrganizationsOfUsers(
    tx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    managedOrganizations: links
      .filter((link) => link.userId === row.id)
      .map(({ id, name }) => ({ id, name })),
  }));
}

export async function loadAdminUser(tx: DbExecutor, userId: number): Promise<AdminUser> {
  const [user] = await loadAdminUsers(tx, { id: userId }, 1);
  if (!user) throw new DomainError('USER_NOT_FOUND');
  return user;
}
