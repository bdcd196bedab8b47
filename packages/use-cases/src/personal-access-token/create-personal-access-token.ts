import { recordAuditEvent } from '@grantflow/auth/audit';
import type { Authentication } from '@grantflow/auth/authenticate';
import { generatePersonalAccessToken } from '@grantflow/auth/personal-access-token';
import { requireSession } from '@grantflow/auth/require-session';
import { type Db, withIdentity } from '@grantflow/db/client';
import {
  countPersonalAccessTokens,
  insertPersonalAccessToken,
  type PersonalAccessTokenRow,
} from '@grantflow/db/repositories/personal-access-tokens';
import { accessTokenExpiry } from '@grantflow/domain/access-token/access-token-expiry';
import { ACCESS_TOKENS_PER_USER_MAX } from '@grantflow/domain/constants/limits';
import { DomainError } from '@grantflow/domain/shared/errors';
import type { PersonalAccessTokenCreate } from '@grantflow/validation/personal-access-token';

export interface CreatedPersonalAccessToken {
  token: PersonalAccessTokenRow;
  /** The whole token (`gf_pat_…`): answered this once, never stored. */
  secret: string;
}

/**
 * Makes a personal access token for the signed-in user: it acts as them, for every organisation their role
 * and manager links give at each request. Only from a session (SESSION_REQUIRED for a token, so a leaked
 * token cannot mint more); at most ACCESS_TOKENS_PER_USER_MAX per user (PERSONAL_ACCESS_TOKEN_LIMIT).
 */
export async function createPersonalAccessToken(options: {
  db: Db;
  authentication: Authentication | null;
  fields: PersonalAccessTokenCreate;
  ip?: string | null;
  now?: Date;
}): Promise<CreatedPersonalAccessToken> {
  const { user } = requireSession(options.authentication);
  const now = options.now ?? new Date();
  const { secret, tokenHash } = generatePersonalAccessToken();
  const token = await withIdentity(options.db, async (tx) => {
    // The count and the insert share the transaction; two creations racing past the cap by one is harmless.
    if ((await countPersonalAccessTokens(tx, user.id)) >= ACCESS_TOKENS_PER_USER_MAX) {
      throw new DomainError('PERSONAL_ACCESS_TOKEN_LIMIT', undefined, {
        params: { limit: ACCESS_TOKENS_PER_USER_MAX },
      });
    }
    const row = await insertPersonalAccessToken(tx, {
      userId: user.id,
      name: options.fields.name,
      tokenHash,
      expiresAt: accessTokenExpiry(now, options.fields.expiresInDays),
    });
    await recordAuditEvent(tx, {
      action: 'access_token.created',
      actorUserId: user.id,
      organizationId: user.organizationId,
      targetType: 'access_token',
      targetId: row.id,
      ip: options.ip ?? null,
      metadata: { expiresInDays: options.fields.expiresInDays },
    });
    return row;
  });
  return { token, secret };
}
