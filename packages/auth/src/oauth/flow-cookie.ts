import { hkdfSync } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { MIN_SECRET_LENGTH } from '../token.ts';
import { isOAuthProviderName, type OAuthProviderName } from './providers.ts';

/**
 * What the callback needs to finish one authorization request. It travels in a cookie rather than a
 * server-side table so that any instance of the stateless REST service can finish the flow.
 */
export interface OAuthFlow {
  provider: OAuthProviderName;
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Set when a signed-in user links the provider to their account instead of signing in. */
  link?: { userId: number; sessionId: string } | undefined;
  /** Set for a drive connection (access_type=drive): who asked, for which funder's page, in which session. */
  drive?: DriveFlow | undefined;
}

export interface DriveFlow {
  userId: number;
  organizationId: number;
  funderId: number;
  sessionId: string;
}

function parseDrive(value: unknown): DriveFlow | null {
  if (!isRecord(value)) return null;
  const { userId, organizationId, funderId, sessionId } = value;
  const ids = [userId, organizationId, funderId];
  if (!ids.every((id) => Number.isSafeInteger(id)) || !nonEmptyString(sessionId)) return null;
  return {
    userId: userId as number,
    organizationId: organizationId as number,
    funderId: funderId as number,
    sessionId,
  };
}

export const FLOW_COOKIE_NAME = 'grantflow_oauth';
/** Long enough to sign in and consent at the provider; short enough to bound a stolen cookie's use. */
export const FLOW_LIFETIME_SECONDS = 10 * 60;
const FLOW_AUDIENCE = 'grantflow-oauth-flow';

// A key of its own, derived from AUTH_SECRET, so a flow cookie can never pass as a session token.
function flowKey(secret: string): Uint8Array {
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`AUTH_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  return new Uint8Array(hkdfSync('sha256', secret, 'grantflow', 'oauth-flow-cookie', 32));
}

/**
 * Encrypts and authenticates the flow (JWE, dir + A256GCM): the browser can neither read the PKCE
 * verifier and nonce nor change any of it.
 */
export async function sealFlow(flow: OAuthFlow, secret: string, now: Date = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new EncryptJWT({ flow })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setAudience(FLOW_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + FLOW_LIFETIME_SECONDS)
    .encrypt(flowKey(secret));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/** Null for a missing, tampered, expired or malformed cookie: every such case restarts the sign-in. */
export async function openFlow(
  sealed: string | undefined,
  secret: string,
  now: Date = new Date(),
): Promise<OAuthFlow | null> {
  if (!sealed) return null;
  try {
    const { payload } = await jwtDecrypt(sealed, flowKey(secret), {
      audience: FLOW_AUDIENCE,
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
      requiredClaims: ['exp'],
      currentDate: now,
    });
    const flow = payload.flow;
    if (!isRecord(flow)) return null;
    const { provider, state, nonce, codeVerifier, link, drive } = flow;
    if (!isOAuthProviderName(provider)) return null;
    if (!nonEmptyString(state) || !nonEmptyString(nonce) || !nonEmptyString(codeVerifier)) return null;
    if (drive !== undefined) {
      const parsed = parseDrive(drive);
      return parsed ? { provider, state, nonce, codeVerifier, drive: parsed } : null;
    }
    if (link === undefined) return { provider, state, nonce, codeVerifier };
    if (!isRecord(link) || !Number.isSafeInteger(link.userId) || !nonEmptyString(link.sessionId)) return null;
    return {
      provider,
      state,
      nonce,
      codeVerifier,
      link: { userId: link.userId as number, sessionId: link.sessionId },
    };
  } catch {
    return null;
  }
}
