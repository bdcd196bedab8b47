import { type Db, withIdentity } from '@grantflow/db/client';
import { findTwoFactorSettings } from '@grantflow/db/repositories/two-factor';
import { findSignInUser } from '@grantflow/db/repositories/users';
import { DomainError, type DomainErrorCode } from '@grantflow/domain/shared/errors';
import { twoFactorCodeEmail } from '@grantflow/email/templates';
import { type AccountDeps, accountDeps, type RequestMeta } from './account-deps.ts';
import { recordAuditEvent } from './audit.ts';
import { parseLoginInput } from './login-input.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { createSession } from './session.ts';
import {
  type Attempt,
  attemptFailed,
  attemptSucceeded,
  slowDown,
  THROTTLES,
  takeAttempt,
} from './throttle.ts';
import { issueToken } from './token.ts';
import { consumeTwoFactorCode } from './two-factor.ts';
import { issueTwoFactorCode } from './two-factor-codes.ts';
import { sendVerificationMail } from './verification-mail.ts';

export interface LoginUserInput {
  email: string;
  password: string;
  code?: string | null | undefined;
}

/** What the client receives when the password was right but a 2FA code is still needed (docs/product.md, Sign-in and two-factor). */
export const TWO_FACTOR_REQUIRED = '2fa';

let dummyHash: Promise<string> | undefined;
/**
 * A hash with the real argon2 parameters, verified when the e-mail is unknown so that unknown and
 * known e-mails take about the same time (SECURITY.md, row 5).
 */
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('grantflow-timing-equaliser');
  return dummyHash;
}

type Outcome =
  | { kind: 'token'; sessionId: string; expiresAt: Date }
  | { kind: '2fa'; code: string; email: string }
  | { kind: 'error'; code: DomainErrorCode };

export type LoginOptions = Partial<Omit<AccountDeps, 'db' | 'authSecret'>> & RequestMeta;

/**
 * Password sign-in. Returns a token, or '2fa' (after e-mailing a code) when the account has 2FA on and
 * no code was sent. Unknown e-mail, wrong password, unverified account and a locked account all fail
 * with the same INVALID_CREDENTIALS; too many failures from one address give RATE_LIMITED.
 */
export async function loginUser(
  db: Db,
  input: LoginUserInput,
  secret: string,
  options: LoginOptions = {},
): Promise<string> {
  const deps = accountDeps({ ...options, db, authSecret: secret });
  const ip = options.ip ?? null;
  const { email, password, code } = parseLoginInput(input);

  const address = ip ? await takeAttempt(db, THROTTLES.loginAddress, ip) : null;
  if (address && !address.allowed) throw new DomainError('RATE_LIMITED');
  const account = await takeAttempt(db, THROTTLES.loginAccount, email);
  const fail = async (
    action: 'auth.sign_in.failure' | 'auth.sign_in.locked' | 'auth.2fa.failure',
    user?: { id: number; organizationId: number },
    error: DomainErrorCode = 'INVALID_CREDENTIALS',
  ) => {
    if (action !== 'auth.sign_in.locked') await attemptFailed(db, account);
    if (address) await attemptFailed(db, address);
    await withIdentity(db, (tx) =>
      recordAuditEvent(tx, {
        action,
        actorUserId: user?.id ?? null,
        organizationId: user?.organizationId ?? null,
        targetType: 'user',
        targetId: user?.id ?? null,
        ip,
      }),
    );
    return new DomainError(error);
  };
  if (!account.allowed) throw await fail('auth.sign_in.locked');
  await slowDown(account, deps.slowDown);

  const user = (await withIdentity(db, (tx) => findSignInUser(tx, email))) ?? undefined;
  const passwordOk = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : await verifyPassword(await getDummyHash(), password).then(() => false);
  if (!user || !passwordOk) throw await fail('auth.sign_in.failure', user);

  if (!user.verifiedAt) {
    // Right password, unverified address: answer like a wrong password (nothing to learn) and send a
    // fresh link, which is all the owner needs.
    await giveBack(db, address);
    await sendVerificationMail(deps, {
      userId: user.id,
      email,
      organizationId: user.organizationId,
      language: user.language,
    });
    throw new DomainError('INVALID_CREDENTIALS');
  }

  // One transaction for the 2FA check and the session, returning (not throwing) failures so that a
  // wrong code's attempt counter is committed.
  const outcome = await withIdentity(db, async (tx): Promise<Outcome> => {
    const twoFactor = await findTwoFactorSettings(tx, user.id);
    if (twoFactor?.isEnabled) {
      if (!code) {
        const issued = await issueTwoFactorCode(tx, {
          userId: user.id,
          purpose: 'login',
          email: twoFactor.emailFor2fa,
        });
        return { kind: '2fa', code: issued, email: twoFactor.emailFor2fa };
      }
      const failure = await consumeTwoFactorCode(tx, user.id, code);
      if (failure) return { kind: 'error', code: failure };
    }
    const session = await createSession(tx, user.id);
    await recordAuditEvent(tx, {
      action: 'auth.sign_in.success',
      actorUserId: user.id,
      organizationId: user.organizationId,
      targetType: 'session',
      targetId: session.id,
      ip,
      metadata: { twoFactor: Boolean(twoFactor?.isEnabled) },
    });
    return { kind: 'token', sessionId: session.id, expiresAt: session.expiresAt };
  });

  if (outcome.kind === '2fa') {
    // The password was right, but the account counter stays up until the code is right too: otherwise
    // each new code would bring five fresh guesses.
    await giveBack(db, address);
    await deps.mailer.send({
      to: outcome.email,
      organizationId: user.organizationId,
      ...twoFactorCodeEmail({ code: outcome.code, purpose: 'login', language: user.language }),
    });
    return TWO_FACTOR_REQUIRED;
  }
  if (outcome.kind === 'error') throw await fail('auth.2fa.failure', user, outcome.code);
  await attemptSucceeded(db, account);
  await giveBack(db, address);
  return issueToken({ userId: user.id, ...outcome, secret });
}

async function giveBack(db: Db, attempt: Attempt | null): Promise<void> {
  if (attempt) await attemptSucceeded(db, attempt);
}
