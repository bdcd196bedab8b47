import { createHash, randomBytes } from 'node:crypto';

/**
 * What every personal access token starts with: secret scanners (and our own log redaction) recognise a
 * leaked token by it, and `authenticate` tells it from a session token without trying both.
 */
export const PERSONAL_ACCESS_TOKEN_PREFIX = 'gf_pat_';

/** 256 random bits after the prefix, base64url: 43 characters. */
const SECRET_BYTES = 32;
const TOKEN_SHAPE = /^gf_pat_[A-Za-z0-9_-]{43}$/;

/** A new token: the secret the user is shown once, and the hash that is stored. */
export function generatePersonalAccessToken(): { secret: string; tokenHash: string } {
  const secret = `${PERSONAL_ACCESS_TOKEN_PREFIX}${randomBytes(SECRET_BYTES).toString('base64url')}`;
  return { secret, tokenHash: hashPersonalAccessToken(secret) };
}

/**
 * SHA-256 of the whole token. A slow password hash (argon2) guards secrets a person chose and an attacker can
 * guess; this secret has 256 random bits, so a stolen hash cannot be reversed by guessing, and a fast hash lets
 * every request find its token by one indexed equality instead of a costly hash per request.
 */
export function hashPersonalAccessToken(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Whether a bearer value has the shape of a personal access token (prefix and length). */
export function isPersonalAccessToken(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}
