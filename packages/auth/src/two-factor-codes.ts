import type { DbExecutor } from '@grantflow/db/client';
import { replaceTwoFactorCode } from '@grantflow/db/repositories/two-factor';
import { generateTwoFactorCode } from './one-time-token.ts';
import { hashTwoFactorCode, type TwoFactorPurpose } from './two-factor.ts';

/** SECURITY.md, row 6: a code is valid for 10 minutes. */
export const TWO_FACTOR_CODE_TTL_MS = 10 * 60 * 1000;

/**
 * Stores a new code (hashed) and voids every earlier unused one of the user, so only the newest code
 * works. Returns the code for the e-mail; it is never stored or logged in clear.
 */
export async function issueTwoFactorCode(
  tx: DbExecutor,
  options: { userId: number; purpose: TwoFactorPurpose; email: string; now?: Date },
): Promise<string> {
  const now = options.now ?? new Date();
  const code = generateTwoFactorCode();
  await replaceTwoFactorCode(tx, {
    userId: options.userId,
    purpose: options.purpose,
    email: options.email,
    codeHash: hashTwoFactorCode(code),
    expiresAt: new Date(now.getTime() + TWO_FACTOR_CODE_TTL_MS),
    createdAt: now,
  });
  return code;
}
