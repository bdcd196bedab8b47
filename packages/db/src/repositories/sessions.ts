import { and, eq, gt, ne } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { sessions } from '../schema/identity.ts';

// Sessions are identity data (no organization_id): run these inside `withIdentity`.

export interface SessionRow {
  id: string;
  userId: number;
  expiresAt: Date;
}

const columns = { id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt };

export async function insertSession(
  tx: DbExecutor,
  session: { userId: number; expiresAt: Date; lastSeenAt: Date },
): Promise<SessionRow> {
  const [row] = await tx.insert(sessions).values(session).returning(columns);
  if (!row) throw new Error('insertSession: insert returned no row');
  return row;
}

/** The session only counts when it belongs to `userId` and expires after `now`. */
export async function findActiveSession(
  tx: DbExecutor,
  sessionId: string,
  userId: number,
  now: Date,
): Promise<SessionRow | null> {
  const [row] = await tx
    .select(columns)
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function deleteSession(tx: DbExecutor, sessionId: string): Promise<boolean> {
  const deleted = await tx.delete(sessions).where(eq(sessions.id, sessionId)).returning({ id: sessions.id });
  return deleted.length > 0;
}

/** Every session of the user; returns how many ended. */
export async function deleteUserSessions(tx: DbExecutor, userId: number): Promise<number> {
  const deleted = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return deleted.length;
}

/** Every session of the user but `keepSessionId`; returns how many ended. */
export async function deleteOtherSessions(
  tx: DbExecutor,
  userId: number,
  keepSessionId: string,
): Promise<number> {
  const deleted = await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return deleted.length;
}
