import { type Db, withIdentity } from '@grantflow/db/client';
import { hashPassword, verifyPassword } from '@grantflow/db/password';
import { users } from '@grantflow/db/schema/identity';
import { DomainError, type DomainErrorCode } from '@grantflow/domain/shared/errors';
import { eq } from 'drizzle-orm';
import { parseLoginInput } from './login-input.ts';
import { createSession } from './session.ts';
import { issueToken } from './token.ts';
import { consumeTwoFactorCode, isTwoFactorEnabled } from './two-factor.ts';

export interface LoginUserInput {
  email: string;
  password: string;
  code?: string | null | undefined;
}

/** What the client receives when the password was right but a 2FA code is still needed (contract §6). */
export const TWO_FACTOR_REQUIRED = '2fa';

let dummyHash: Promise<string> | undefined;
/**
 * A hash with the real argon2 parameters, verified when the e-mail is unknown so that unknown and
 * known e-mails take about the same time (SECURITY §5).
 */
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('grantflow-timing-equaliser');
  return dummyHash;
}

type Outcome =
  | { kind: 'token'; userId: number; sessionId: string; expiresAt: Date }
  | { kind: '2fa' }
  | { kind: 'error'; code: DomainErrorCode };

/**
 * Password sign-in. Returns a token, or '2fa' when the account has 2FA on and no code was sent.
 * Unknown e-mail, missing password hash and wrong password all fail with INVALID_CREDENTIALS.
 */
export async function loginUser(db: Db, input: LoginUserInput, secret: string): Promise<string> {
  const { email, password, code } = parseLoginInput(input);

  const [user] = await withIdentity(db, (tx) =>
    tx
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, email))
      .limit(1),
  );
  const passwordOk = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : await verifyPassword(await getDummyHash(), password).then(() => false);
  if (!user || !passwordOk) throw new DomainError('INVALID_CREDENTIALS');

  // One transaction for the 2FA check and the session, returning (not throwing) failures so that a
  // wrong code's attempt counter is committed.
  const outcome = await withIdentity(db, async (tx): Promise<Outcome> => {
    if (await isTwoFactorEnabled(tx, user.id)) {
      if (!code) return { kind: '2fa' };
      const failure = await consumeTwoFactorCode(tx, user.id, code);
      if (failure) return { kind: 'error', code: failure };
    }
    const session = await createSession(tx, user.id);
    return { kind: 'token', userId: user.id, sessionId: session.id, expiresAt: session.expiresAt };
  });

  if (outcome.kind === '2fa') return TWO_FACTOR_REQUIRED;
  if (outcome.kind === 'error') throw new DomainError(outcome.code);
  return issueToken({ ...outcome, secret });
}
