import { withIdentity } from '@grantflow/db/client';
import { lockUnusedAccountToken, voidAccountTokens } from '@grantflow/db/repositories/account-tokens';
import { clearThrottle } from '@grantflow/db/repositories/sign-in-throttles';
import { findTwoFactorSettings } from '@grantflow/db/repositories/two-factor';
import {
  findUserLanguage,
  findUserOrganizationId,
  setPasswordAndVerify,
} from '@grantflow/db/repositories/users';
import type { SupportedLanguage } from '@grantflow/domain/constants/limits';
import { DomainError, type DomainErrorCode } from '@grantflow/domain/shared/errors';
import { twoFactorCodeEmail } from '@grantflow/email/templates';
import { resetPasswordArgsSchema } from '@grantflow/validation/auth';
import { type AccountDeps, accountDeps, type RequestMeta } from './account-deps.ts';
import { recordAuditEvent } from './audit.ts';
import { invalidLink } from './invalid-link.ts';
import { TWO_FACTOR_REQUIRED } from './login-user.ts';
import { hashLinkToken } from './one-time-token.ts';
import { parseInput } from './parse-input.ts';
import { hashPassword } from './password.ts';
import { deleteUserSessions } from './session.ts';
import { startSession } from './session-token.ts';
import { THROTTLES, throttleKey } from './throttle.ts';
import { consumeTwoFactorCode } from './two-factor.ts';
import { issueTwoFactorCode } from './two-factor-codes.ts';

type Outcome =
  | { kind: 'token'; token: string }
  | { kind: '2fa'; code: string; email: string; organizationId: number | null; language: SupportedLanguage }
  | { kind: 'error'; code: DomainErrorCode; userId: number; organizationId: number | null };

/**
 * resetPassword(password, token, code?): sets the new password, ends every session of the user
 * (SECURITY.md, row 7), uses up the link and signs in with a new session, whose token is returned.
 *
 * With 2FA on, a reset link alone must not sign anyone in: without a code it
 * e-mails one and answers '2fa' like loginUser, changing nothing and keeping the link usable; the
 * same call with the code then does the reset. A wrong code's attempt is committed before the error.
 */
export async function resetPassword(
  deps: Pick<AccountDeps, 'db' | 'authSecret'> & Partial<AccountDeps>,
  input: { password: string; token: string; code?: string | null | undefined },
  meta: RequestMeta = {},
  now: Date = new Date(),
): Promise<string> {
  const full = accountDeps(deps);
  const args = parseInput(resetPasswordArgsSchema, input);
  const passwordHash = await hashPassword(args.password);
  const outcome = await withIdentity(full.db, async (tx): Promise<Outcome> => {
    const row = await lockUnusedAccountToken(tx, 'reset', hashLinkToken(args.token));
    if (!row || row.expiresAt <= now) throw invalidLink();
    const twoFactor = await findTwoFactorSettings(tx, row.userId);
    if (twoFactor?.isEnabled) {
      const organizationId = await findUserOrganizationId(tx, row.userId);
      if (!args.code) {
        const language = (await findUserLanguage(tx, row.userId)) ?? 'en';
        const code = await issueTwoFactorCode(tx, {
          userId: row.userId,
          purpose: 'login',
          email: twoFactor.emailFor2fa,
          now,
        });
        return { kind: '2fa', code, email: twoFactor.emailFor2fa, organizationId, language };
      }
      const failure = await consumeTwoFactorCode(tx, row.userId, args.code, now);
      if (failure) return { kind: 'error', code: failure, userId: row.userId, organizationId };
    }
    await voidAccountTokens(tx, 'reset', row.userId, now);
    // Following the link proves the address, so an unverified account becomes verified too.
    const user = await setPasswordAndVerify(tx, row.userId, passwordHash, now);
    if (!user) throw invalidLink();
    await deleteUserSessions(tx, user.id);
    // A lock from someone guessing the old password should not keep the owner out.
    await clearThrottle(tx, throttleKey(THROTTLES.loginAccount, user.email));
    const session = await startSession(tx, user.id, full.authSecret);
    await recordAuditEvent(tx, {
      action: 'auth.password_reset.completed',
      actorUserId: user.id,
      organizationId: user.organizationId,
      targetType: 'user',
      targetId: user.id,
      ip: meta.ip,
    });
    return { kind: 'token', token: session.token };
  });

  if (outcome.kind === '2fa') {
    await full.mailer.send({
      to: outcome.email,
      organizationId: outcome.organizationId,
      ...twoFactorCodeEmail({ code: outcome.code, purpose: 'login', language: outcome.language }),
    });
    return TWO_FACTOR_REQUIRED;
  }
  if (outcome.kind === 'error') {
    await withIdentity(full.db, (tx) =>
      recordAuditEvent(tx, {
        action: 'auth.2fa.failure',
        actorUserId: outcome.userId,
        organizationId: outcome.organizationId,
        targetType: 'user',
        targetId: outcome.userId,
        ip: meta.ip,
      }),
    );
    throw new DomainError(outcome.code);
  }
  return outcome.token;
}
