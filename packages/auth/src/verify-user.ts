import { withIdentity } from '@grantflow/db/client';
import { lockUnusedAccountToken, markAccountTokenUsed } from '@grantflow/db/repositories/account-tokens';
import { markUserVerified } from '@grantflow/db/repositories/users';
import { verifyBodySchema } from '@grantflow/validation/auth';
import type { AccountDeps, RequestMeta } from './account-deps.ts';
import { recordAuditEvent } from './audit.ts';
import { invalidLink } from './invalid-link.ts';
import { hashLinkToken } from './one-time-token.ts';
import { parseInput } from './parse-input.ts';
import { startSession } from './session-token.ts';

/**
 * POST /verify {token}: marks the address verified and signs the user in. The link works once and
 * for 24 hours; an unknown, used or expired token gets one answer.
 */
export async function verifyUser(
  deps: Pick<AccountDeps, 'db' | 'authSecret'>,
  body: unknown,
  meta: RequestMeta = {},
  now: Date = new Date(),
): Promise<string> {
  const { token } = parseInput(verifyBodySchema, body);
  return withIdentity(deps.db, async (tx) => {
    const row = await lockUnusedAccountToken(tx, 'verification', hashLinkToken(token));
    if (!row || row.expiresAt <= now) throw invalidLink();
    await markAccountTokenUsed(tx, 'verification', row.id, now);
    const user = await markUserVerified(tx, row.userId, now);
    if (!user) throw invalidLink();
    const session = await startSession(tx, user.id, deps.authSecret);
    await recordAuditEvent(tx, {
      action: 'auth.user.verified',
      actorUserId: user.id,
      organizationId: user.organizationId,
      targetType: 'user',
      targetId: user.id,
      ip: meta.ip,
    });
    return session.token;
  });
}
