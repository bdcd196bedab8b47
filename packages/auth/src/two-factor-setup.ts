import { withIdentity } from '@grantflow/db/client';
import { findTwoFactorSettings, saveTwoFactorSettings } from '@grantflow/db/repositories/two-factor';
import { findUserLanguage } from '@grantflow/db/repositories/users';
import { DomainError } from '@grantflow/domain/shared/errors';
import { twoFactorCodeEmail } from '@grantflow/email/templates';
import type { TwoFactorSetup } from '@grantflow/validation/rest-wire';
import {
  twoFactorSetupEmailBodySchema,
  twoFactorSetupVerifyBodySchema,
} from '@grantflow/validation/two-factor';
import type { AccountDeps, RequestMeta } from './account-deps.ts';
import { recordAuditEvent } from './audit.ts';
import type { Authentication, SessionAuthentication } from './authenticate.ts';
import { parseInput } from './parse-input.ts';
import { requireSession } from './require-session.ts';
import { deleteOtherSessions } from './session-token.ts';
import { attemptFailed, attemptSucceeded, slowDown, THROTTLES, takeAttempt } from './throttle.ts';
import { consumeTwoFactorCode } from './two-factor.ts';
import { issueTwoFactorCode } from './two-factor-codes.ts';

export type { TwoFactorSetup };

/** Step 1 either saves directly ('none-verify') or sends a code to prove the address ('code-sent'; docs/product.md, Sign-in and two-factor). */
export type TwoFactorSetupStep = 'none-verify' | 'code-sent';

/**
 * Only the signed-in user's own settings, and only from a session (a personal access token is refused with
 * SESSION_REQUIRED); any other id is refused without saying whether it exists.
 */
function assertSelf(auth: Authentication, userId: number): SessionAuthentication {
  const signedIn = requireSession(auth);
  if (signedIn.user.id !== userId) throw new DomainError('FORBIDDEN');
  return signedIn;
}

async function currentSetup(deps: Pick<AccountDeps, 'db'>, auth: Authentication): Promise<TwoFactorSetup> {
  const row = await withIdentity(deps.db, (tx) => findTwoFactorSettings(tx, auth.user.id));
  return { email_for_2fa: row?.emailFor2fa ?? auth.user.email, is_enabled: row?.isEnabled ?? false };
}

/** GET /setup2fa/{userId}: the address (the account's own until one is chosen) and the flag. */
export async function getTwoFactorSetup(
  deps: Pick<AccountDeps, 'db'>,
  auth: Authentication,
  userId: number,
): Promise<TwoFactorSetup> {
  assertSelf(auth, userId);
  return currentSetup(deps, auth);
}

async function saveSetup(
  deps: Pick<AccountDeps, 'db'>,
  auth: SessionAuthentication,
  setup: { email: string; isEnabled: boolean },
  meta: RequestMeta,
): Promise<void> {
  await withIdentity(deps.db, async (tx) => {
    await saveTwoFactorSettings(tx, auth.user.id, setup);
    const ended = await deleteOtherSessions(tx, auth.user.id, auth.session.id);
    await recordAuditEvent(tx, {
      action: 'auth.2fa.changed',
      actorUserId: auth.user.id,
      organizationId: auth.user.organizationId,
      targetType: 'user',
      targetId: auth.user.id,
      ip: meta.ip,
      metadata: { enabled: setup.isEnabled, otherSessionsEnded: ended },
    });
  });
}

/**
 * POST /setup2fa/email: turning 2FA off saves at once; turning it on, or moving it to another address,
 * first e-mails a five-digit code to that address.
 */
export async function requestTwoFactorSetup(
  deps: AccountDeps,
  auth: Authentication,
  body: unknown,
  meta: RequestMeta = {},
): Promise<TwoFactorSetupStep> {
  const input = parseInput(twoFactorSetupEmailBodySchema, body);
  const signedIn = assertSelf(auth, input.user_id);
  const current = await currentSetup(deps, signedIn);
  if (!input.is_enabled) {
    if (current.is_enabled || current.email_for_2fa !== input.email_for_2fa) {
      await saveSetup(deps, signedIn, { email: input.email_for_2fa, isEnabled: false }, meta);
    }
    return 'none-verify';
  }
  if (current.is_enabled && current.email_for_2fa === input.email_for_2fa) return 'none-verify';

  const sending = await takeAttempt(deps.db, THROTTLES.twoFactorSend, auth.user.id);
  if (!sending.allowed) throw new DomainError('RATE_LIMITED');
  const { code, language } = await withIdentity(deps.db, async (tx) => ({
    code: await issueTwoFactorCode(tx, {
      userId: auth.user.id,
      purpose: 'setup',
      email: input.email_for_2fa,
    }),
    language: (await findUserLanguage(tx, auth.user.id)) ?? 'en',
  }));
  await deps.mailer.send({
    to: input.email_for_2fa,
    organizationId: auth.user.organizationId,
    ...twoFactorCodeEmail({ code, purpose: 'setup', language }),
  });
  return 'code-sent';
}

/**
 * POST /setup2fa/verify: checks the code sent to that address (5 wrong tries kill it; repeated
 * failures lock verification for the account) and saves the setup.
 */
export async function verifyTwoFactorSetup(
  deps: AccountDeps,
  auth: Authentication,
  body: unknown,
  meta: RequestMeta = {},
): Promise<TwoFactorSetup> {
  const input = parseInput(twoFactorSetupVerifyBodySchema, body);
  const signedIn = assertSelf(auth, input.user_id);
  const address = meta.ip ? await takeAttempt(deps.db, THROTTLES.twoFactorAddress, meta.ip) : null;
  if (address && !address.allowed) throw new DomainError('RATE_LIMITED');
  const account = await takeAttempt(deps.db, THROTTLES.twoFactorAccount, auth.user.id);
  if (!account.allowed) throw new DomainError('TWO_FACTOR_TOO_MANY_ATTEMPTS');
  await slowDown(account, deps.slowDown);

  const failure = await withIdentity(deps.db, (tx) =>
    consumeTwoFactorCode(tx, auth.user.id, input.code, new Date(), 'setup', input.email_for_2fa),
  );
  if (failure) {
    await attemptFailed(deps.db, account);
    if (address) await attemptFailed(deps.db, address);
    await withIdentity(deps.db, (tx) =>
      recordAuditEvent(tx, {
        action: 'auth.2fa.failure',
        actorUserId: auth.user.id,
        organizationId: auth.user.organizationId,
        targetType: 'user',
        targetId: auth.user.id,
        ip: meta.ip,
        metadata: { step: 'setup', reason: failure },
      }),
    );
    throw new DomainError(failure);
  }
  await attemptSucceeded(deps.db, account);
  if (address) await attemptSucceeded(deps.db, address);
  await saveSetup(deps, signedIn, { email: input.email_for_2fa, isEnabled: input.is_enabled }, meta);
  return { email_for_2fa: input.email_for_2fa, is_enabled: input.is_enabled };
}
