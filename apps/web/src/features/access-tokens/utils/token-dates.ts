import { isAccessTokenExpired } from '@grantflow/domain/access-token/access-token-expiry';
import { formatDate } from '../../../lib/format.ts';

/** An ISO timestamp's day where the user is (not UTC's), as the language writes dates. */
export function tokenDay(iso: string, language?: string): string {
  const at = new Date(iso);
  const day = `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
  return formatDate(day, language);
}

/** Whether a token's expiry (ISO, or null for never) has passed. */
export function tokenExpired(expiresAt: string | null, now: Date = new Date()): boolean {
  return isAccessTokenExpired(expiresAt === null ? null : new Date(expiresAt), now);
}
