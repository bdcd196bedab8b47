import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { managerLinks, organizations } from '../schema/identity.ts';

// A MANAGER's links to the organisations they may act for. They cross tenants: run inside `withIdentity`.

const byName = [sql`lower(${organizations.name})`, organizations.id] as const;

/** The organisations linked to the user, by name. */
export async function listLinkedOrganizations(
  tx: DbExecutor,
  userId: number,
): Promise<{ id: number; name: string }[]> {
  return tx
    .select({ id: organizations.id, name: organizations.name })
    .from(managerLinks)
    .innerJoin(organizations, eq(organizations.id, managerLinks.organizationId))
    .where(eq(managerLinks.userId, userId))
    .orderBy(...byName);
}

/** The linked organisations of several users, by name (one statement; the admin page). */
export async function listLinkedOrganizationsOfUsers(
  tx: DbExecutor,
  userIds: readonly number[],
): Promise<{ userId: number; id: number; name: string }[]> {
  return tx
    .select({ userId: managerLinks.userId, id: organizations.id, name: organizations.name })
    .from(managerLinks)
    .innerJoin(organizations, eq(organizations.id, managerLinks.organizationId))
    .where(inArray(managerLinks.userId, [...userIds]))
    .orderBy(...byName);
}

/** Links the user; fails on the unique key when the link exists (use `addManagerLink` to ignore that). */
export async function insertManagerLink(
  tx: DbExecutor,
  userId: number,
  organizationId: number,
): Promise<void> {
  await tx.insert(managerLinks).values({ userId, organizationId });
}

/** Links the user unless already linked (`ON CONFLICT DO NOTHING`); true when a link was added. */
export async function addManagerLink(
  tx: DbExecutor,
  userId: number,
  organizationId: number,
): Promise<boolean> {
  const added = await tx
    .insert(managerLinks)
    .values({ userId, organizationId })
    .onConflictDoNothing()
    .returning({ id: managerLinks.id });
  return added.length > 0;
}

/** True when a link was removed. */
export async function removeManagerLink(
  tx: DbExecutor,
  userId: number,
  organizationId: number,
): Promise<boolean> {
  const removed = await tx
    .delete(managerLinks)
    .where(and(eq(managerLinks.userId, userId), eq(managerLinks.organizationId, organizationId)))
    .returning({ id: managerLinks.id });
  return removed.length > 0;
}

/** Removes every link of the user. */
export async function removeUserManagerLinks(tx: DbExecutor, userId: number): Promise<void> {
  await tx.delete(managerLinks).where(eq(managerLinks.userId, userId));
}
