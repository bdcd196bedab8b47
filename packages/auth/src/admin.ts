import { type Db, type DbExecutor, withIdentity } from '@grantflow/db/client';
import { managerLinks, organizations, users } from '@grantflow/db/schema/identity';
import type { Role } from '@grantflow/domain/shared/enums';
import { DomainError } from '@grantflow/domain/shared/errors';
import { and, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { recordAuditEvent } from './audit.ts';
import { requireRole } from './roles.ts';
import { deleteUserSessions } from './session.ts';
import type { AuthOrganization, AuthUser } from './user.ts';

// The admin page (issue 3 item 8): ADMIN only. Every change is audited and takes effect at once.

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
  return withIdentity(db, (tx) =>
    tx
      .select({
        id: organizations.id,
        name: organizations.name,
        fiscalYearStart: organizations.fiscalYearStart,
        userCount: sql<number>`(select count(*)::int from ${users} where ${users.organizationId} = ${organizations.id})`,
      })
      .from(organizations)
      .orderBy(sql`lower(${organizations.name})`, organizations.id),
  );
}

async function loadAdminUsers(tx: DbExecutor, where: SQL | undefined, limit: number): Promise<AdminUser[]> {
  const rows = await tx
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      authorized: users.authorized,
      organization: { id: organizations.id, name: organizations.name },
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(where)
    .orderBy(users.email)
    .limit(limit);
  if (rows.length === 0) return [];
  const links = await tx
    .select({ userId: managerLinks.userId, id: organizations.id, name: organizations.name })
    .from(managerLinks)
    .innerJoin(organizations, eq(organizations.id, managerLinks.organizationId))
    .where(
      inArray(
        managerLinks.userId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(sql`lower(${organizations.name})`, organizations.id);
  return rows.map((row) => ({
    ...row,
    managedOrganizations: links
      .filter((link) => link.userId === row.id)
      .map(({ id, name }) => ({ id, name })),
  }));
}

async function loadAdminUser(tx: DbExecutor, userId: number): Promise<AdminUser> {
  const [user] = await loadAdminUsers(tx, eq(users.id, userId), 1);
  if (!user) throw new DomainError('USER_NOT_FOUND');
  return user;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export async function adminListUsers(
  db: Db,
  caller: AuthUser | null | undefined,
  filters: { search?: string | null; organizationId?: number | null },
): Promise<AdminUser[]> {
  await requireAdmin(db, caller, 'admin.users.list');
  const conditions: SQL[] = [];
  const search = filters.search?.trim();
  if (search) conditions.push(ilike(users.email, `%${escapeLike(search)}%`));
  if (filters.organizationId) conditions.push(eq(users.organizationId, filters.organizationId));
  return withIdentity(db, (tx) => loadAdminUsers(tx, and(...conditions), ADMIN_USER_LIST_LIMIT));
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
    await tx.update(users).set(changes).where(eq(users.id, input.id));
    if (changes.role && before.role === 'MANAGER') {
      // Links only mean something for a manager; a demoted one keeps no access through them.
      await tx.delete(managerLinks).where(eq(managerLinks.userId, input.id));
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
  const [row] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  if (!row) throw new DomainError('ORGANIZATION_NOT_FOUND');
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
    const added = await tx
      .insert(managerLinks)
      .values({ userId: input.userId, organizationId: input.organizationId })
      .onConflictDoNothing()
      .returning({ id: managerLinks.id });
    if (added.length > 0) {
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
    const removed = await tx
      .delete(managerLinks)
      .where(
        and(eq(managerLinks.userId, input.userId), eq(managerLinks.organizationId, input.organizationId)),
      )
      .returning({ id: managerLinks.id });
    if (removed.length > 0) {
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
