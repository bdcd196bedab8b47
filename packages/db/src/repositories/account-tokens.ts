import { and, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { emailVerificationTokens, passwordResetTokens } from '../schema/identity.ts';

// Single-use link tokens (e-mail verification, password reset): only a SHA-256 hash is stored; the
// hashing and lifetimes live in packages/auth. Identity data: run these inside `withIdentity`.

export type AccountTokenKind = 'verification' | 'reset';

export interface AccountTokenRow {
  id: number;
  userId: number;
  expiresAt: Date;
}

const tables = { verification: emailVerificationTokens, reset: passwordResetTokens } as const;

/** Marks every unused token of that kind of the user used at `now`. */
export async function voidAccountTokens(
  tx: DbExecutor,
  kind: AccountTokenKind,
  userId: number,
  now: Date,
): Promise<void> {
  const table = tables[kind];
  await tx
    .update(table)
    .set({ usedAt: now })
    .where(and(eq(table.userId, userId), isNull(table.usedAt)));
}

/** Voids the user's unused tokens of that kind, then stores the new one: only the newest link works. */
export async function replaceAccountToken(
  tx: DbExecutor,
  kind: AccountTokenKind,
  token: { userId: number; tokenHash: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await voidAccountTokens(tx, kind, token.userId, now);
  await tx.insert(tables[kind]).values(token);
}

/** The unused token with this hash, locked `FOR UPDATE` until the transaction ends (expired or not). */
export async function lockUnusedAccountToken(
  tx: DbExecutor,
  kind: AccountTokenKind,
  tokenHash: string,
): Promise<AccountTokenRow | null> {
  const table = tables[kind];
  const [row] = await tx
    .select({ id: table.id, userId: table.userId, expiresAt: table.expiresAt })
    .from(table)
    .where(and(eq(table.tokenHash, tokenHash), isNull(table.usedAt)))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function markAccountTokenUsed(
  tx: DbExecutor,
  kind: AccountTokenKind,
  tokenId: number,
  now: Date,
): Promise<void> {
  const table = tables[kind];
  await tx.update(table).set({ usedAt: now }).where(eq(table.id, tokenId));
}
