import type { DbExecutor } from '@grantflow/db/client';
import { organizations, users } from '@grantflow/db/schema/identity';
import type { Role } from '@grantflow/domain/shared/enums';
import { eq } from 'drizzle-orm';

export interface AuthOrganization {
  id: number;
  name: string;
  /** `yyyy-MM-dd` or null (calendar year). */
  fiscalYearStart: string | null;
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

export async function findAuthUser(tx: DbExecutor, userId: number): Promise<AuthUser | null> {
  const [row] = await tx
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      authorized: users.authorized,
      organizationId: users.organizationId,
      organization: {
        id: organizations.id,
        name: organizations.name,
        fiscalYearStart: organizations.fiscalYearStart,
      },
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
