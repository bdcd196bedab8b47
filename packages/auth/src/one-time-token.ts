import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256 random bits, URL-safe: the secret part of verification and reset links. */
export function generateLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How link tokens are stored: only their SHA-256 (a leaked table yields no usable link). */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Five digits from a CSPRNG, leading zeros kept (SECURITY.md, row 6). */
export function generateTwoFactorCode(): string {
  return String(randomInt(0, 100_000)).padStart(5, '0');
}
