import { createHash, timingSafeEqual } from 'node:crypto';
import type { DbExecutor } from '@grantflow/db/client';
import {
  findTwoFactorSettings,
  lockNewestTwoFactorCode,
  markTwoFactorCodeUsed,
  setTwoFactorCodeAttempts,
} from '@grantflow/db/repositories/two-factor';
import type { DomainErrorCode } from '@grantflow/domain/shared/errors';

/** `login`: sign-in step 2; `setup`: proving the address before 2FA is turned on or moved. */
export type TwoFactorPurpose = 'login' | 'setup';

/** SECURITY.md, row 6: at most 5 wrong tries per code. */
export const MAX_TWO_FACTOR_ATTEMPTS = 5;

/** How a code is stored in `two_factor_codes.code_hash`: SHA-256, hex. Whoever issues codes must use this. */
export function hashTwoFactorCode(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}

export async function isTwoFactorEnabled(tx: DbExecutor, userId: number): Promise<boolean> {
  return (await findTwoFactorSettings(tx, userId))?.isEnabled ?? false;
}

/**
 * Checks a code against the user's newest unused code (a new code voids the older ones). Returns an
 * error code instead of throwing so the caller's transaction still commits the attempt counter.
 */
export async function consumeTwoFactorCode(
  tx: DbExecutor,
  userId: number,
  code: string,
  now: Date = new Date(),
  purpose: TwoFactorPurpose = 'login',
  /** A setup code only counts for the address it was sent to. */
  email?: string,
): Promise<DomainErrorCode | null> {
  const latest = await lockNewestTwoFactorCode(tx, { userId, purpose, email });
  if (!latest) return 'INVALID_TWO_FACTOR_CODE';
  if (latest.expiresAt <= now) return 'TWO_FACTOR_CODE_EXPIRED';
  if (latest.attempts >= MAX_TWO_FACTOR_ATTEMPTS) return 'TWO_FACTOR_TOO_MANY_ATTEMPTS';

  const expected = Buffer.from(latest.codeHash, 'utf8');
  const given = Buffer.from(hashTwoFactorCode(code), 'utf8');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    await setTwoFactorCodeAttempts(tx, latest.id, latest.attempts + 1);
    return 'INVALID_TWO_FACTOR_CODE';
  }
  await markTwoFactorCodeUsed(tx, latest.id, now);
  return null;
}
