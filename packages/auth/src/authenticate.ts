import type { Db } from '@grantflow/db/client';
import { findRequestIdentity } from '@grantflow/db/repositories/request-identity';
import type { SessionRow } from './session.ts';
import { bearerToken, verifyToken } from './token.ts';
import type { AuthOrganization, AuthUser } from './user.ts';

export interface Authentication {
  user: AuthUser;
  session: SessionRow;
  /**
   * The organisation the request asked to act for (`authenticate`'s `requestedOrganizationId`), read in the
   * same statement: null when none was asked for or it does not exist; `linked` = the user's manager link.
   * `effectiveOrganizationOf` applies the role rules to it.
   */
  requested: { id: number; organization: AuthOrganization | null; linked: boolean } | null;
}

/**
 * Resolves `Authorization: Bearer <token>` to its user and live session, or null when there is no
 * token or any check fails (signature, claims, session deleted or expired, user gone). Callers treat
 * null as anonymous; the reason stays on the server. One indexed statement (session → user → organisation,
 * and the requested organisation), one round trip, on every request: a logout, a password change or a
 * disabled account takes effect at once (SECURITY 7), nothing is cached.
 */
export async function authenticate(
  db: Db,
  authorizationHeader: string | undefined | null,
  secret: string,
  requestedOrganizationId: number | null = null,
): Promise<Authentication | null> {
  const token = bearerToken(authorizationHeader);
  if (!token) return null;
  const claims = await verifyToken(token, secret);
  if (!claims) return null;
  const identity = await findRequestIdentity(db, {
    sessionId: claims.sessionId,
    userId: claims.userId,
    now: new Date(),
    requestedOrganizationId,
  });
  if (!identity) return null;
  return {
    user: identity.user,
    session: identity.session,
    requested:
      requestedOrganizationId === null
        ? null
        : {
            id: requestedOrganizationId,
            organization: identity.requested?.organization ?? null,
            linked: identity.requested?.linked ?? false,
          },
  };
}
