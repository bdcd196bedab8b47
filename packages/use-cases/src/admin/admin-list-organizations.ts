import { requireAdmin } from '@grantflow/auth/roles';
import type { AuthUser } from '@grantflow/auth/user';
import { type Db, withIdentity } from '@grantflow/db/client';
import { listOrganizationsWithUserCounts } from '@grantflow/db/repositories/organizations';
import type { AdminOrganization } from './admin-users.ts';

export async function adminListOrganizations(
  db: Db,
  caller: AuthUser | null | undefined,
): Promise<AdminOrganization[]> {
  await requireAdmin(db, caller, 'admin.organizations.list');
  return withIdentity(db, (tx) => listOrganizationsWithUserCounts(tx));
}
