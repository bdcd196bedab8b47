import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { externalIdentities, users } from '../schema/identity.ts';

// Outside sign-ins (Google, Microsoft) linked to users, matched by issuer + subject only (SECURITY.md, row 8).
// Identity data: run these inside `withIdentity`.

export interface ExternalIdentityInput {
  userId: number;
  provider: string;
  issuer: string;
  subject: string;
  email: string | null;
}

/** The user (and their organisation) an issuer + subject is linked to, or null. */
export async function findLinkedUser(
  tx: DbExecutor,
  issuer: string,
  subject: string,
): Promise<{ userId: number; organizationId: number } | null> {
  const [row] = await tx
    .select({ userId: externalIdentities.userId, organizationId: users.organizationId })
    .from(externalIdentities)
    .innerJoin(users, eq(users.id, externalIdentities.userId))
    .where(and(eq(externalIdentities.issuer, issuer), eq(externalIdentities.subject, subject)))
    .limit(1);
  return row ?? null;
}

/** Links an identity; a second link of the same issuer + subject fails on the unique key (23505). */
export async function insertExternalIdentity(tx: DbExecutor, identity: ExternalIdentityInput): Promise<void> {
  await tx.insert(externalIdentities).values(identity);
}
