import { type Db, type DbExecutor, withIdentity } from '@grantflow/db/client';
import {
  addManagerLink,
  listLinkedOrganizationsOfUsers,
  removeManagerLink,
  removeUserManagerLinks,
} from '@grantflow/db/repositories/manager-links';
import { findOrganization, listOrganizationsWithUserCounts } from '@grantflow/db/repositories/organizations';
import {
  listUsersWithOrganization,
  type UserListFilter,
  updateUserAccess,
} from '@grantflow/db/repositories/users';
import type { Role } from '@grantflow/domain/shared/enums';
import { DomainError } from '@grantflow/domain/shared/errors';
import { recordAuditEvent } from './audit.ts';
import { requireRole } from './roles.ts';
import { deleteUserSessions } from './session.ts';
import type { AuthOrganization, AuthUser } from './user.ts';

// The admin page: ADMIN only. Every change is audited and takes effect at once.

const ADMIN: readonly Role[] = ['ADMIN'];
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

export function requireAdmin(db: Db, caller: AuthUser | null | undefined, attempted: string) {
  return requireRole(db, caller, ADMIN, attempted);
}

export async function adminListOrganizations(
  db: Db,
  caller: AuthUser | null | undefined,
): Promise<AdminOrganization[]> {
  await requireAdmin(db, caller, 'admin.organizations.list');
  return withIdentity(db, (tx) => listOrganizationsWithUserCounts(tx));
}

async function loadAdminUsers(tx: DbExecutor, filter: UserListFilter, limit: number): Promise<AdminUser[]> {
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

async function loadAdminUser(tx: DbExecutor, userId: number): Promise<AdminUser> {
  const [user] = await loadAdminUsers(tx, { id: userId }, 1);
  if (!user) throw new DomainError('USER_NOT_FOUND');
  return user;
}

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
