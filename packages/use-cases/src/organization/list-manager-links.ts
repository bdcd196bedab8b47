import { assertAuthorized } from '@grantflow/auth/effective-organization';
import type { AuthUser } from '@grantflow/auth/user';
import { type Db, withIdentity } from '@grantflow/db/client';
import { listLinkedOrganizations } from '@grantflow/db/repositories/manager-links';
import { DomainError } from '@grantflow/domain/shared/errors';
import type { ManagerLinkEntry } from '@grantflow/validation/rest-wire';

export type { ManagerLinkEntry };

/** Ids arrive as path text; anything but a positive integer names nobody. */
function parseUserId(value: string | number): number | null {
  const text = String(value).trim();
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * The organisations linked to a manager, sorted by name case-insensitively. Callers read their own
 * links; only an ADMIN reads anyone's. Someone else's id answers like a missing user, so ids cannot be probed.
 */
export async function listManagerLinks(
  db: Db,
  caller: AuthUser | null | undefined,
  userIdParam: string | number,
): Promise<ManagerLinkEntry[]> {
  assertAuthorized(caller);
  const userId = parseUserId(userIdParam);
  if (userId === null || (userId !== caller.id && caller.role !== 'ADMIN')) {
    throw new DomainError('USER_NOT_FOUND');
  }
  const rows = await withIdentity(db, (tx) => listLinkedOrganizations(tx, userId));
  return rows.map((organization) => ({ organization }));
}
