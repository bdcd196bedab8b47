import { type Db, withIdentity } from '@grantflow/db/client';
import type { Role } from '@grantflow/domain/shared/enums';
import { DomainError } from '@grantflow/domain/shared/errors';
import { recordAuditEvent } from './audit.ts';
import { assertAuthorized } from './effective-organization.ts';
import type { AuthUser } from './user.ts';

/** Who may add organisations (the Misc./Help menu's Add Organization; docs/product.md, Users and roles). */
export const ORGANIZATION_CREATOR_ROLES: readonly Role[] = ['ADMIN', 'MANAGER'];

export function hasRole(user: AuthUser | null | undefined, roles: readonly Role[]): boolean {
  return Boolean(user?.authorized && roles.includes(user.role));
}

/**
 * The signed-in, authorized user with one of `roles`. Anonymous and unauthorized callers get
 * UNAUTHORIZED; a signed-in user with another role gets FORBIDDEN, and the denial is audited (SECURITY.md, row 16).
 */
export async function requireRole(
  db: Db,
  user: AuthUser | null | undefined,
  roles: readonly Role[],
  attempted: string,
): Promise<AuthUser> {
  assertAuthorized(user);
  if (roles.includes(user.role)) return user;
  await withIdentity(db, (tx) =>
    recordAuditEvent(tx, {
      action: 'auth.authorization.denied',
      actorUserId: user.id,
      organizationId: user.organizationId,
      metadata: { attempted, role: user.role },
    }),
  );
  throw new DomainError('FORBIDDEN');
}

const ADMIN: readonly Role[] = ['ADMIN'];

/** The signed-in ADMIN, for the admin page's operations (packages/use-cases/src/admin). */
export function requireAdmin(
  db: Db,
  caller: AuthUser | null | undefined,
  attempted: string,
): Promise<AuthUser> {
  return requireRole(db, caller, ADMIN, attempted);
}
