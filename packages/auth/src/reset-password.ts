import { withIdentity } from '@grantflow/db/client';
import { lockUnusedAccountToken, voidAccountTokens } from '@grantflow/db/repositories/account-tokens';
import { clearThrottle } from '@grantflow/db/repositories/sign-in-throttles';
import { setPasswordAndVerify } from '@grantflow/db/repositories/users';
import { resetPasswordArgsSchema } from '@grantflow/validation/auth';
import type { AccountDeps, RequestMeta } from './account-deps.ts';
import { recordAuditEvent } from './audit.ts';
import { invalidLink } from './invalid-link.ts';
import { hashLinkToken } from './one-time-token.ts';
import { parseInput } from './parse-input.ts';
import { hashPassword } from './password.ts';
import { deleteUserSessions } from './session.ts';
import { startSession } from './session-token.ts';
import { THROTTLES, throttleKey } from './throttle.ts';

/**
 * resetPassword(password, token): sets the new password, ends every session of the user (SECURITY §7),
 * uses up the link and signs in with a new session, whose token is returned.
 */
export async function resetPassword(
  deps: Pick<AccountDeps, 'db' | 'authSecret'>,
  input: { password: string; token: string },
  meta: RequestMeta = {},
  now: Date = new Date(),
): Promise<string> {
  const args = parseInput(resetPasswordArgsSchema, input);
  const passwordHash = await hashPassword(args.password);
  return withIdentity(deps.db, async (tx) => {
    const row = await lockUnusedAccountToken(tx, 'reset', hashLinkToken(args.token));
    if (!row || row.expiresAt <= now) throw invalidLink();
    await voidAccountTokens(tx, 'reset', row.userId, now);
    // Following the link proves the address, so an unverified account becomes verified too.
    const user = await setPasswordAndVerify(tx, row.userId, passwordHash, now);
    if (!user) throw invalidLink();
    await deleteUserSessions(tx, user.id);
    // A lock from someone guessing the old password should not keep the owner out.
    await clearThrottle(tx, throttleKey(THROTTLES.loginAccount, user.email));
    const session = await startSession(tx, user.id, deps.authSecret);
    await recordAuditEvent(tx, {
      action: 'auth.password_reset.completed',
      actorUserId: user.id,
      organizationId: user.organizationId,
      targetType: 'user',
      targetId: user.id,
      ip: meta.ip,
    });
    return session.token;
  });
}
