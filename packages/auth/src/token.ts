import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

export const TOKEN_ISSUER = 'grantflow';
export const TOKEN_AUDIENCE = 'grantflow';
export const TOKEN_ALGORITHM = 'HS256';
/** Tokens and their session rows live 30 days (contract §4). */
export const TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
export const MIN_SECRET_LENGTH = 32;

export interface TokenClaims {
  userId: number;
  sessionId: string;
}

const encoder = new TextEncoder();

function secretBytes(secret: string): Uint8Array {
  // A short HMAC key is guessable offline from any issued token, so refuse it outright.
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`AUTH_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  return encoder.encode(secret);
}

export async function issueToken(options: {
  userId: number;
  sessionId: string;
  expiresAt: Date;
  secret: string;
}): Promise<string> {
  return new SignJWT({ sid: options.sessionId })
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT' })
    .setSubject(String(options.userId))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(options.expiresAt.getTime() / 1000))
    .sign(secretBytes(options.secret));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Json = Record<string, unknown>;

function decodeJson(part: string): Json | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;
  } catch {
    return null;
  }
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Checks signature (HS256 only: `none` and every other algorithm are refused), issuer, audience,
 * `exp` and `nbf`. Returns null for any failure: callers treat every bad token the same way, so the
 * reason is never revealed to the client.
 *
 * Verified with node:crypto's HMAC, synchronously, rather than jose's WebCrypto: this runs on every request
 * and WebCrypto's asynchronous job was ~0.5 ms of each (issue 9's profile). The checks are jose's for an
 * HS256 JWS in compact form (token.test.ts holds the refusals; tokens are still issued by jose).
 */
export async function verifyToken(token: string, secret: string): Promise<TokenClaims | null> {
  const key = secretBytes(secret);
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [encodedHeader = '', encodedPayload = '', signature = ''] = parts;
  const header = decodeJson(encodedHeader);
  // `crit` names extensions we do not implement, so a token using one is refused (RFC 7515 §4.1.11).
  if (!header || header.alg !== TOKEN_ALGORITHM || 'crit' in header) return null;
  const expected = createHmac('sha256', key).update(`${encodedHeader}.${encodedPayload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  // The signature must be exactly the canonical base64url of the MAC (Buffer.from skips stray characters).
  if (given.length !== expected.length || given.toString('base64url') !== signature) return null;
  if (!timingSafeEqual(given, expected)) return null;

  const payload = decodeJson(encodedPayload);
  if (!payload) return null;
  const now = Math.floor(Date.now() / 1000);
  if (payload.iss !== TOKEN_ISSUER) return null;
  const audience = payload.aud;
  if (audience !== TOKEN_AUDIENCE && !(Array.isArray(audience) && audience.includes(TOKEN_AUDIENCE)))
    return null;
  if (!isNumber(payload.exp) || payload.exp <= now) return null;
  if (payload.nbf !== undefined && (!isNumber(payload.nbf) || payload.nbf > now)) return null;
  if (payload.iat !== undefined && !isNumber(payload.iat)) return null;
  const userId =
    typeof payload.sub === 'string' && /^[1-9][0-9]*$/.test(payload.sub) ? Number(payload.sub) : NaN;
  const sessionId = payload.sid;
  if (!Number.isSafeInteger(userId) || userId <= 0) return null;
  if (typeof sessionId !== 'string' || !UUID.test(sessionId)) return null;
  return { userId, sessionId };
}

/** Extracts the token from `Authorization: Bearer <token>`; anything else is no token. */
export function bearerToken(authorizationHeader: string | undefined | null): string | null {
  if (!authorizationHeader) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorizationHeader);
  return match?.[1] ?? null;
}
