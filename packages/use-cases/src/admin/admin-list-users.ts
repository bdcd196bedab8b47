import { requireAdmin } from '@grantflow/auth/roles';
import type { AuthUser } from '@grantflow/auth/user';
import { type Db, withIdentity } from '@grantflow/db/client';
import type { UserListFilter } from '@grantflow/db/repositories/users';
import { ADMIN_USER_LIST_LIMIT, type AdminUser, loadAdminUsers } from './admin-users.ts';

export async function adminListUsers(
  db: Db,
  caller: AuthUser | null | undefined,
  filters: { search?: string | null; organizationId?: number | null },
): Promise<AdminUser[]> {
  await requireAdmin(db, caller, 'admin.users.list');
  const filter: UserListFilter = {};
  const search = filters.search?.trim();
  if (search) filter.emailContains = search;
  if (filters.organizationId) filter.organizationId = filters.organizationId;
  return withIdentity(db, (tx) => loadAdminUsers(tx, filter, ADMIN_USER_LIST_LIMIT));
}
