import { type Db, withIdentity } from '@grantflow/db/client';
import { findActiveSession, type SessionRow } from './session.ts';
import { bearerToken, verifyToken } from './token.ts';
import { type AuthUser, findAuthUser } from './user.ts';

export interface Authentication {
  user: AuthUser;
  session: SessionRow;
}

/**
 * Resolves `Authorization: Bearer <token>` to its user and live session, or null when there is no
 * token or any check fails (signature, claims, session deleted or expired, user gone). Callers treat
 * null as anonymous; the reason stays on the server.
 */
export async function authenticate(
  db: Db,
  authorizationHeader: string | undefined | null,
  secret: string,
): Promise<Authentication | null> {
  const token = bearerToken(authorizationHeader);
  if (!token) return null;
  const claims = await verifyToken(token, secret);
  if (!claims) return null;
  return withIdentity(db, async (tx) => {
    const session = await findActiveSession(tx, claims.sessionId, claims.userId);
    if (!session) return null;
    const user = await findAuthUser(tx, claims.userId);
    if (!user) return null;
    return { user, session };
  });
}
