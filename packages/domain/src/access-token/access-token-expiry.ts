import type { AccessTokenExpiryDays } from '../constants/limits.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a token made at `now` with this lifetime expires: whole days of 24 hours later, or null for never. */
export function accessTokenExpiry(now: Date, expiresInDays: AccessTokenExpiryDays | null): Date | null {
  return expiresInDays === null ? null : new Date(now.getTime() + expiresInDays * DAY_MS);
}

/** Whether a token with this expiry no longer authenticates at `now` (the moment itself counts as expired). */
export function isAccessTokenExpired(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt.getTime() <= now.getTime();
}
