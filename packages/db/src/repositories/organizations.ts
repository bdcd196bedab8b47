import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, type DbExecutor, withIdentity } from '../client.ts';
import { managerLinks, organizations, users } from '../schema/identity.ts';
import type { OrganizationSummary } from './users.ts';

// Organisations. Creating one and reading across tenants needs `withIdentity`; reading and changing
// one's own works as that tenant (`withTenant`).

export type { OrganizationSummary } from './users.ts';

const columns = {
  id: organizations.id,
  name: organizations.name,
  fiscalYearStart: organizations.fiscalYearStart,
  currency: organizations.currency,
};

/** Case-insensitive name, then id so equal names keep a stable order. */
const byName = [sql`lower(${organizations.name})`, organizations.id] as const;

export async function insertOrganization(
  tx: DbExecutor,
  organization: { name: string; fiscalYearStart?: string | null },
): Promise<OrganizationSummary> {
  const [row] = await tx.insert(organizations).values(organization).returning(columns);
  if (!row) throw new Error('insertOrganization: insert returned no row');
  return row;
}

export async function deleteOrganization(tx: DbExecutor, organizationId: number): Promise<void> {
  await tx.delete(organizations).where(eq(organizations.id, organizationId));
}

export async function findOrganization(
  tx: DbExecutor,
  organizationId: number,
): Promise<OrganizationSummary | null> {
  const [row] = await tx
    .select(columns)
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row ?? null;
}

/** The existing organisations among `ids`, by name (identity mode: an ADMIN's multi-organisation pick). */
export async function listOrganizationsByIds(
  tx: DbExecutor,
  ids: readonly number[],
): Promise<OrganizationSummary[]> {
  if (ids.length === 0) return [];
  return tx
    .select(columns)
    .from(organizations)
    .where(inArray(organizations.id, [...ids]))
    .orderBy(...byName);
}

/**
 * Organisations by name. `scope` limits them to one's own plus those a manager is linked to; without it,
 * every organisation (identity mode, for an ADMIN).
 */
export async function listOrganizationsByName(
  tx: DbExecutor,
  scope?: { ownOrganizationId: number; managerUserId: number },
): Promise<OrganizationSummary[]> {
  let where: SQL | undefined;
  if (scope) {
    const linked = tx
      .select({ id: managerLinks.organizationId })
      .from(managerLinks)
      .where(eq(managerLinks.userId, scope.managerUserId));
    where = sql`${organizations.id} = ${scope.ownOrganizationId} or ${organizations.id} in ${linked}`;
  }
  return tx
    .select(columns)
    .from(organizations)
    .where(where)
    .orderBy(...byName);
}

/** Every organisation by name with its number of users (the admin page). */
export async function listOrganizationsWithUserCounts(
  tx: DbExecutor,
): Promise<(OrganizationSummary & { userCount: number })[]> {
  return tx
    .select({
      ...columns,
      userCount: sql<number>`(select count(*)::int from ${users} where ${users.organizationId} = ${organizations.id})`,
    })
    .from(organizations)
    .orderBy(...byName);
}

/**
 * Changes the name, fiscal-year start and/or currency (nothing when `values` is empty), then reads the row back;
 * null when it is not visible (another tenant or gone). Run as that tenant.
 */
export async function updateOrganizationSettings(
  tx: DbExecutor,
  organizationId: number,
  values: { name?: string; fiscalYearStart?: string; currency?: string },
): Promise<OrganizationSummary | null> {
  if (Object.keys(values).length > 0) {
    await tx.update(organizations).set(values).where(eq(organizations.id, organizationId));
  }
  return findOrganization(tx, organizationId);
}

/**
 * Every organisation's id and name by id, for jobs that then work one tenant at a time (reminders).
 * Crosses tenants, so it opens its own `withIdentity` transaction.
 */
export function listEveryOrganization(db: Db): Promise<{ id: number; name: string }[]> {
  return withIdentity(db, (tx) =>
    tx
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .orderBy(asc(organizations.id)),
  );
}
