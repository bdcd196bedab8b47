import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { personalAccessTokens } from '../schema/identity.ts';
import type { RequestedOrganization } from './request-identity.ts';
import type { UserWithOrganization } from './users.ts';

// Personal access tokens (API and MCP clients): identity data keyed by user, so run the writes and lists
// inside `withIdentity`. The secret and its hash are made in packages/auth; only the hash is stored.

export interface PersonalAccessTokenRow {
  id: string;
  name: string;
  createdAt: Date;
  /** Null: never expires. */
  expiresAt: Date | null;
  lastUsedAt: Date | null;
}

const columns = {
  id: personalAccessTokens.id,
  name: personalAccessTokens.name,
  createdAt: personalAccessTokens.createdAt,
  expiresAt: personalAccessTokens.expiresAt,
  lastUsedAt: personalAccessTokens.lastUsedAt,
};

export async function insertPersonalAccessToken(
  tx: DbExecutor,
  token: { userId: number; name: string; tokenHash: string; expiresAt: Date | null },
): Promise<PersonalAccessTokenRow> {
  const [row] = await tx.insert(personalAccessTokens).values(token).returning(columns);
  if (!row) throw new Error('insertPersonalAccessToken: insert returned no row');
  return row;
}

/** The user's tokens, oldest first; expired ones too (the list shows that they expired). */
export function listPersonalAccessTokens(tx: DbExecutor, userId: number): Promise<PersonalAccessTokenRow[]> {
  return tx
    .select(columns)
    .from(personalAccessTokens)
    .where(eq(personalAccessTokens.userId, userId))
    .orderBy(asc(personalAccessTokens.createdAt), asc(personalAccessTokens.id));
}

/** How many tokens the user holds, expired ones included. */
export async function countPersonalAccessTokens(tx: DbExecutor, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(personalAccessTokens)
    .where(eq(personalAccessTokens.userId, userId));
  return row?.n ?? 0;
}

/** Deletes the user's token with this id; false when the user has none such (another user's id included). */
export async function deletePersonalAccessToken(
  tx: DbExecutor,
  userId: number,
  tokenId: string,
): Promise<boolean> {
  const deleted = await tx
    .delete(personalAccessTokens)
    .where(and(eq(personalAccessTokens.id, tokenId), eq(personalAccessTokens.userId, userId)))
    .returning({ id: personalAccessTokens.id });
  return deleted.length > 0;
}

/** What a request that carries a personal access token is: the token, its user, the requested organisation. */
export interface AccessTokenIdentity {
  token: { id: string; userId: number; expiresAt: Date | null };
  user: UserWithOrganization;
  requested: RequestedOrganization | null;
}

interface AccessTokenIdentityJson extends Omit<AccessTokenIdentity, 'token'> {
  token: { id: string; userId: number; expiresAt: string | null };
}

/**
 * The live (unexpired) token with this hash, its user and the requested organisation, in one autocommit
 * statement (`access_token_identity`, migration 20261203151430_personal_access_tokens), which also marks the
 * token used when its last use is a minute old or more; null when there is no such token.
 */
export async function findAccessTokenIdentity(
  executor: DbExecutor,
  query: { tokenHash: string; now: Date; requestedOrganizationId: number | null },
): Promise<AccessTokenIdentity | null> {
  const result = await executor.execute<{ identity: AccessTokenIdentityJson | null }>(
    sql`select access_token_identity(${query.tokenHash}::text, ${query.now.toISOString()}::timestamptz,
      ${query.requestedOrganizationId}::integer) as identity`,
  );
  const identity = result.rows[0]?.identity;
  if (!identity) return null;
  const { expiresAt } = identity.token;
  return {
    ...identity,
    token: { ...identity.token, expiresAt: expiresAt === null ? null : new Date(expiresAt) },
  };
}
