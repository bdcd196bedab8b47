import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

export const TOKEN_ISSUER = 'grantflow';
export const TOKEN_AUDIENCE = 'grantflow';
export const TOKEN_ALGORITHM = 'HS256';
/** Tokens and their session rows live 30 days (packages/auth README, Tokens and sessions). */
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
 * and WebCrypto's asynchronous job was ~0.5 ms of each (the benchmark's profile). The checks are jose's for an
 * HS256 JWS in compact form (token.test.ts holds the refusals; tokens are still issued by jose).
 */
export async function verifyToken(token: string, secret: string): Promise<TokenClaims | null> {
  const known = verifiedTokens.get(token);
  if (known && known.secret === secret) return withinLifetime(known, nowSeconds()) ? known.claims : null;
  const key = secretBytes(secret);
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [encodedHeader = '', encodedPayload = '', signature = ''] = parts;
  const header = decodeJson(encodedHeader);
  // `crit` names extensions we do not implement, so a token using one is refused (RFC 7515, section 4.1.11).
  if (!header || header.alg !== TOKEN_ALGORITHM || 'crit' in header) return null;
  const expected = createHmac('sha256', key).update(`${encodedHeader}.${encodedPayload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  // The signature must be exactly the canonical base64url of the MAC (Buffer.from skips stray characters).
  if (given.length !== expected.length || given.toString('base64url') !== signature) return null;
  if (!timingSafeEqual(given, expected)) return null;

  const payload = decodeJson(encodedPayload);
  if (!payload) return null;
  const now = nowSeconds();
  if (payload.iss !== TOKEN_ISSUER) return null;
  const audience = payload.aud;
  if (audience !== TOKEN_AUDIENCE && !(Array.isArray(audience) && audience.includes(TOKEN_AUDIENCE)))
    return null;
  const { exp, nbf } = payload;
  if (!isNumber(exp) || exp <= now) return null;
  if (nbf !== undefined && (!isNumber(nbf) || nbf > now)) return null;
  if (payload.iat !== undefined && !isNumber(payload.iat)) return null;
  const userId =
    typeof payload.sub === 'string' && /^[1-9][0-9]*$/.test(payload.sub) ? Number(payload.sub) : NaN;
  const sessionId = payload.sid;
  if (!Number.isSafeInteger(userId) || userId <= 0) return null;
  if (typeof sessionId !== 'string' || !UUID.test(sessionId)) return null;
  const claims: TokenClaims = Object.freeze({ userId, sessionId });
  remember(token, { secret, claims, exp, nbf });
  return claims;
}

// Tokens that passed every check above, by their text. For the same token and secret the signature, issuer,
// audience and claims checks give the same answer every time, so they run once (they were ~3.5 % of a small API
// request's CPU, the benchmark's profile); the lifetime (exp, nbf) is checked on every call. Only the signature is
// remembered, never the session: whether it still exists is read from the database on every request, so
// logout and revocation act at once as before. Bounded: the oldest entry goes when the map is full.
interface VerifiedToken {
  secret: string;
  claims: TokenClaims;
  exp: number;
  nbf: number | undefined;
}
const MAX_VERIFIED_TOKENS = 1_000;
const verifiedTokens = new Map<string, VerifiedToken>();

function remember(token: string, verified: VerifiedToken): void {
  if (verifiedTokens.size >= MAX_VERIFIED_TOKENS) {
    const oldest = verifiedTokens.keys().next();
    if (!oldest.done) verifiedTokens.delete(oldest.value);
  }
  verifiedTokens.set(token, verified);
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const withinLifetime = (token: VerifiedToken, now: number) =>
  token.exp > now && (token.nbf === undefined || token.nbf <= now);

/** Extracts the token from `Authorization: Bearer <token>`; anything else is no token. */
export function bearerToken(authorizationHeader: string | undefined | null): string | null {
  if (!authorizationHeader) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorizationHeader);
  return match?.[1] ?? null;
}
