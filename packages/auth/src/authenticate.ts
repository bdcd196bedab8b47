import type { Db } from '@grantflow/db/client';
import { findAccessTokenIdentity } from '@grantflow/db/repositories/personal-access-tokens';
import { findRequestIdentity } from '@grantflow/db/repositories/request-identity';
import { hashPersonalAccessToken, isPersonalAccessToken } from './personal-access-token.ts';
import type { SessionRow } from './session.ts';
import { bearerToken, verifyToken } from './token.ts';
import type { AuthOrganization, AuthUser } from './user.ts';

export interface Authentication {
  user: AuthUser;
  /** The live session the bearer token names; null when the bearer is a personal access token. */
  session: SessionRow | null;
  /** The personal access token the bearer is; null for a session. It acts as its user, with the user's role. */
  accessToken: { id: string } | null;
  /**
   * The organisation the request asked to act for (`authenticate`'s `requestedOrganizationId`), read in the
   * same statement: null when none was asked for or it does not exist; `linked` = the user's manager link.
   * `effectiveOrganizationOf` applies the role rules to it.
   */
  requested: { id: number; organization: AuthOrganization | null; linked: boolean } | null;
}

/** A caller signed in with a session (what account-level actions require: `requireSession`). */
export type SessionAuthentication = Authentication & { session: SessionRow };

/**
 * Resolves `Authorization: Bearer <token>` to its user and live session, or to its user and live personal
 * access token (`gf_pat_…`), or null when there is no token or any check fails (signature, claims, session
 * deleted or expired, token unknown, revoked or expired, user gone). Callers treat null as anonymous; the
 * reason stays on the server. One indexed statement (session or token → user → organisation, and the
 * requested organisation), one round trip, on every request: a logout, a revoked token, a password change or
 * a disabled account takes effect at once (SECURITY 7), nothing is cached.
 */
export async function authenticate(
  db: Db,
  authorizationHeader: string | undefined | null,
  secret: string,
  requestedOrganizationId: number | null = null,
): Promise<Authentication | null> {
  const token = bearerToken(authorizationHeader);
  if (!token) return null;
  if (isPersonalAccessToken(token)) return authenticateAccessToken(db, token, requestedOrganizationId);
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
    accessToken: null,
    requested: requestedOf(requestedOrganizationId, identity.requested),
  };
}

async function authenticateAccessToken(
  db: Db,
  token: string,
  requestedOrganizationId: number | null,
): Promise<Authentication | null> {
  const identity = await findAccessTokenIdentity(db, {
    tokenHash: hashPersonalAccessToken(token),
    now: new Date(),
    requestedOrganizationId,
  });
  if (!identity) return null;
  return {
    user: identity.user,
    session: null,
    accessToken: { id: identity.token.id },
    requested: requestedOf(requestedOrganizationId, identity.requested),
  };
}

function requestedOf(
  requestedOrganizationId: number | null,
  found: { organization: AuthOrganization; linked: boolean } | null,
): Authentication['requested'] {
  if (requestedOrganizationId === null) return null;
  return {
    id: requestedOrganizationId,
    organization: found?.organization ?? null,
    linked: found?.linked ?? false,
  };
}
