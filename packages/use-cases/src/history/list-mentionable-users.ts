import { readAsTenant } from '@grantflow/db/client';
import { listMentionableUsers as listUsers } from '@grantflow/db/repositories/comments';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';
import { type HistoryUser, historyUser } from './history-views.ts';

/** The organisation's users a comment can mention, by name (their e-mail before the @), for the @ suggestions. */
export async function listMentionableUsers(options: TenantUseCaseOptions): Promise<HistoryUser[]> {
  const { db, organization } = options;
  const users = await readAsTenant(db, organization.id, (tx) => listUsers(tx, organization.id));
  return users.map(historyUser);
}
