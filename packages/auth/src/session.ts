import type { DbExecutor } from '@grantflow/db/client';
import { sessions } from '@grantflow/db/schema/identity';
import { and, eq, gt } from 'drizzle-orm';
import { TOKEN_LIFETIME_SECONDS } from './token.ts';

export interface SessionRow {
  id: string;
  userId: number;
  expiresAt: Date;
}

// These take an executor already inside `withIdentity`: the sessions table is identity data under RLS.

export async function createSession(
  tx: DbExecutor,
  userId: number,
  now: Date = new Date(),
): Promise<SessionRow> {
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_SECONDS * 1000);
  const [row] = await tx
    .insert(sessions)
    .values({ userId, expiresAt, lastSeenAt: now })
    .returning({ id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt });
  if (!row) throw new Error('createSession: insert returned no row');
  return row;
}

/** The session only counts when it belongs to the token's user and has not expired. */
export async function findActiveSession(
  tx: DbExecutor,
  sessionId: string,
  userId: number,
  now: Date = new Date(),
): Promise<SessionRow | null> {
  const [row] = await tx
    .select({ id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function deleteSession(tx: DbExecutor, sessionId: string): Promise<boolean> {
  const deleted = await tx.delete(sessions).where(eq(sessions.id, sessionId)).returning({ id: sessions.id });
  return deleted.length > 0;
}

/** Ends every session of a user (password change, account disabled). */
export async function deleteUserSessions(tx: DbExecutor, userId: number): Promise<number> {
  const deleted = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return deleted.length;
}
