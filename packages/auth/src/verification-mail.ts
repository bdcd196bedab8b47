import { withIdentity } from '@grantflow/db/client';
import { replaceAccountToken } from '@grantflow/db/repositories/account-tokens';
import type { SupportedLanguage } from '@grantflow/domain/constants/limits';
import { verificationEmail } from '@grantflow/email/templates';
import type { AccountDeps } from './account-deps.ts';
import { generateLinkToken, hashLinkToken } from './one-time-token.ts';

/** A verification link is valid for 24 hours. */
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

/** Issues a new single-use link (voiding older unused ones) and e-mails it. */
export async function sendVerificationMail(
  deps: Pick<AccountDeps, 'db' | 'mailer' | 'publicUrl'>,
  target: { userId: number; email: string; organizationId: number; language: SupportedLanguage },
  now: Date = new Date(),
): Promise<void> {
  const token = generateLinkToken();
  await withIdentity(deps.db, (tx) =>
    replaceAccountToken(
      tx,
      'verification',
      {
        userId: target.userId,
        tokenHash: hashLinkToken(token),
        expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS),
      },
      now,
    ),
  );
  await deps.mailer.send({
    to: target.email,
    organizationId: target.organizationId,
    ...verificationEmail({ publicUrl: deps.publicUrl, token, language: target.language }),
  });
}
