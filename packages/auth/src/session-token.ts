import type { DbExecutor } from '@grantflow/db/client';
import { deleteOtherSessions as deleteOthers } from '@grantflow/db/repositories/sessions';
import { createSession } from './session.ts';
import { issueToken } from './token.ts';

/** Creates a session row and the bearer token naming it. */
export async function startSession(
  tx: DbExecutor,
  userId: number,
  secret: string,
): Promise<{ token: string; sessionId: string }> {
  const session = await createSession(tx, userId);
  const token = await issueToken({ userId, sessionId: session.id, expiresAt: session.expiresAt, secret });
  return { token, sessionId: session.id };
}

/** SECURITY.md, row 7: a 2FA change ends every other session of the user; the current one stays. */
export function deleteOtherSessions(tx: DbExecutor, userId: number, keepSessionId: string): Promise<number> {
  return deleteOthers(tx, userId, keepSessionId);
}
