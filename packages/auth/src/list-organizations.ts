import { type Db, withIdentity } from '@grantflow/db/client';
import { managerLinks, organizations } from '@grantflow/db/schema/identity';
import { eq, type SQL, sql } from 'drizzle-orm';
import { assertAuthorized } from './effective-organization.ts';
import type { AuthOrganization, AuthUser } from './user.ts';

/**
 * The organisations a user may pick (spec §6): ADMIN → all, MANAGER → linked plus own, USER → own.
 * Sorted by name case-insensitively, then id so equal names keep a stable order.
 */
export async function listOrganizations(
  db: Db,
  user: AuthUser | null | undefined,
): Promise<AuthOrganization[]> {
  assertAuthorized(user);
  if (user.role === 'USER') return [user.organization];

  return withIdentity(db, async (tx) => {
    let where: SQL | undefined;
    if (user.role === 'MANAGER') {
      const linked = tx
        .select({ id: managerLinks.organizationId })
        .from(managerLinks)
        .where(eq(managerLinks.userId, user.id));
      where = sql`${organizations.id} = ${user.organizationId} or ${organizations.id} in ${linked}`;
    }
    return tx
      .select({
        id: organizations.id,
        name: organizations.name,
        fiscalYearStart: organizations.fiscalYearStart,
      })
      .from(organizations)
      .where(where)
      .orderBy(sql`lower(${organizations.name})`, organizations.id);
  });
}
