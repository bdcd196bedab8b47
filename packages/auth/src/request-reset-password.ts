import { withIdentity } from '@grantflow/db/client';
import { replaceAccountToken } from '@grantflow/db/repositories/account-tokens';
import { findUserByEmail } from '@grantflow/db/repositories/users';
import { DomainError } from '@grantflow/domain/shared/errors';
import { passwordResetEmail } from '@grantflow/email/templates';
import { requestResetPasswordArgsSchema } from '@grantflow/validation/auth';
import type { AccountDeps, RequestMeta } from './account-deps.ts';
import { recordAuditEvent } from './audit.ts';
import { inBackground } from './background.ts';
import { generateLinkToken, hashLinkToken } from './one-time-token.ts';
import { parseInput } from './parse-input.ts';
import { THROTTLES, takeAttempt } from './throttle.ts';

/** The one answer, whether the address has an account or not (docs/product.md, Messages and error codes). */
export const RESET_LINK_SENT_MESSAGE = 'Reset password link has been sent!';
/** A reset link is valid for one hour. */
export const RESET_TTL_MS = 60 * 60 * 1000;

/**
 * requestResetPassword(email): for a known address, a single-use link (older unused ones voided) by
 * mail. The mail leaves in the background so the answer takes the same time for every address.
 */
export async function requestResetPassword(
  deps: AccountDeps,
  input: { email: string },
  meta: RequestMeta = {},
  now: Date = new Date(),
): Promise<string> {
  const { email } = parseInput(requestResetPasswordArgsSchema, input);
  if (meta.ip) {
    const address = await takeAttempt(deps.db, THROTTLES.resetAddress, meta.ip);
    if (!address.allowed) throw new DomainError('RATE_LIMITED');
  }
  const account = await takeAttempt(deps.db, THROTTLES.resetAccount, email);
  const token = generateLinkToken();
  const tokenHash = hashLinkToken(token);
  if (!account.allowed) return RESET_LINK_SENT_MESSAGE;

  const user = await withIdentity(deps.db, async (tx) => {
    const found = await findUserByEmail(tx, email);
    if (!found) return null;
    await replaceAccountToken(
      tx,
      'reset',
      { userId: found.id, tokenHash, expiresAt: new Date(now.getTime() + RESET_TTL_MS) },
      now,
    );
    await recordAuditEvent(tx, {
      action: 'auth.password_reset.requested',
      actorUserId: found.id,
      organizationId: found.organizationId,
      targetType: 'user',
      targetId: found.id,
      ip: meta.ip,
    });
    return found;
  });
  if (user) {
    inBackground(() =>
      deps.mailer.send({
        to: email,
        organizationId: user.organizationId,
        ...passwordResetEmail({ publicUrl: deps.publicUrl, token, language: user.language }),
      }),
    );
  }
  return RESET_LINK_SENT_MESSAGE;
}
