import type { DbExecutor } from '@grantflow/db/client';
import { findUserWithOrganization } from '@grantflow/db/repositories/users';
import type { Role } from '@grantflow/domain/shared/enums';

export interface AuthOrganization {
  id: number;
  name: string;
  /** `yyyy-MM-dd` or null (calendar year). */
  fiscalYearStart: string | null;
  /** ISO 4217 code its amounts are shown in. */
  currency: string;
}

/** The signed-in user as every transport sees it; never carries the password hash. */
export interface AuthUser {
  id: number;
  email: string;
  role: Role;
  authorized: boolean;
  organizationId: number;
  organization: AuthOrganization;
}

/** Run inside `withIdentity` (a user is read across tenants). */
export function findAuthUser(tx: DbExecutor, userId: number): Promise<AuthUser | null> {
  return findUserWithOrganization(tx, userId);
}
