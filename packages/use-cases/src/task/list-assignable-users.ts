import { readAsTenant } from '@grantflow/db/client';
import { type OrganizationUser, organizationUsers } from '@grantflow/db/repositories/tasks';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';

/** listAssignableUsers: the organisation's authorized users, whom a task can be given to. */
export function listAssignableUsers(options: TenantUseCaseOptions): Promise<OrganizationUser[]> {
  const { db, organization } = options;
  return readAsTenant(db, organization.id, (tx) => organizationUsers(tx, organization.id));
}
