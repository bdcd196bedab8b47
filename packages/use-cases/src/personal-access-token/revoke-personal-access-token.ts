import { recordAuditEvent } from '@grantflow/auth/audit';
import type { Authentication } from '@grantflow/auth/authenticate';
import { requireSession } from '@grantflow/auth/require-session';
import { type Db, withIdentity } from '@grantflow/db/client';
import { deletePersonalAccessToken } from '@grantflow/db/repositories/personal-access-tokens';
import { DomainError } from '@grantflow/domain/shared/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Revokes one of the signed-in user's tokens: the row is deleted, so the next request with it is anonymous
 * (401). Another user's token and an unknown id answer alike (PERSONAL_ACCESS_TOKEN_NOT_FOUND). Only from a
 * session (SESSION_REQUIRED). Returns the id.
 */
export async function revokePersonalAccessToken(options: {
  db: Db;
  authentication: Authentication | null;
  id: string;
  ip?: string | null;
}): Promise<string> {
  const { user } = requireSession(options.authentication);
  const id = options.id.trim();
  if (!UUID.test(id)) throw new DomainError('PERSONAL_ACCESS_TOKEN_NOT_FOUND');
  await withIdentity(options.db, async (tx) => {
    if (!(await deletePersonalAccessToken(tx, user.id, id))) {
      throw new DomainError('PERSONAL_ACCESS_TOKEN_NOT_FOUND');
    }
    await recordAuditEvent(tx, {
      action: 'access_token.revoked',
      actorUserId: user.id,
      organizationId: user.organizationId,
      targetType: 'access_token',
      targetId: id,
      ip: options.ip ?? null,
    });
  });
  return id;
}
