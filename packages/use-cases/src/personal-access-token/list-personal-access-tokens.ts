import type { Authentication } from '@grantflow/auth/authenticate';
import { requireSession } from '@grantflow/auth/require-session';
import { type Db, readIdentity } from '@grantflow/db/client';
import {
  listPersonalAccessTokens as listTokens,
  type PersonalAccessTokenRow,
} from '@grantflow/db/repositories/personal-access-tokens';

/** The signed-in user's own tokens, oldest first, without their secrets; only from a session (SESSION_REQUIRED). */
export function listPersonalAccessTokens(options: {
  db: Db;
  authentication: Authentication | null;
}): Promise<PersonalAccessTokenRow[]> {
  const { user } = requireSession(options.authentication);
  return readIdentity(options.db, (tx) => listTokens(tx, user.id));
}
