import type { DbExecutor } from '@grantflow/db/client';
import * as sessions from '@grantflow/db/repositories/sessions';
import { TOKEN_LIFETIME_SECONDS } from './token.ts';

export type { SessionRow } from '@grantflow/db/repositories/sessions';

// These take an executor already inside `withIdentity`: the sessions table is identity data under RLS.

/** A session that lives as long as a token (30 days). */
export function createSession(
  tx: DbExecutor,
  userId: number,
  now: Date = new Date(),
): Promise<sessions.SessionRow> {
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_SECONDS * 1000);
  return sessions.insertSession(tx, { userId, expiresAt, lastSeenAt: now });
}

/** The session only counts when it belongs to the token's user and has not expired. */
export function findActiveSession(
  tx: DbExecutor,
  sessionId: string,
  userId: number,
  now: Date = new Date(),
): Promise<sessions.SessionRow | null> {
  return sessions.findActiveSession(tx, sessionId, userId, now);
}

export const deleteSession: (tx: DbExecutor, sessionId: string) => Promise<boolean> = sessions.deleteSession;

/** Ends every session of a user (password change, account disabled). */
export const deleteUserSessions: (tx: DbExecutor, userId: number) => Promise<number> =
  sessions.deleteUserSessions;
