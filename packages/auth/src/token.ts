import { type JWTPayload, jwtVerify, SignJWT } from 'jose';

export const TOKEN_ISSUER = 'grantflow';
export const TOKEN_AUDIENCE = 'grantflow';
export const TOKEN_ALGORITHM = 'HS256';
/** Tokens and their session rows live 30 days. */
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

/**
 * Checks signature (HS256 only: `none` and every other algorithm are refused), issuer, audience,
 * `exp` (required) and `nbf`, then the claims' shapes. Returns null for any failure: callers treat every bad
 * token the same way, so the reason is never revealed to the client.
 */
export async function verifyToken(token: string, secret: string): Promise<TokenClaims | null> {
  const key = secretBytes(secret);
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, key, {
      algorithms: [TOKEN_ALGORITHM],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ['exp'],
    }));
  } catch {
    return null;
  }
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
