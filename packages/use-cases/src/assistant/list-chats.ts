import { withTenant } from '@grantflow/db/client';
import { type ChatRecord, listChats as listChatRows } from '@grantflow/db/repositories/chats';
import type { AssistantCaller, AssistantDeps } from './assistant-deps.ts';

/** The caller's chats in the organisation, newest first. */
export function listChats(deps: Pick<AssistantDeps, 'db'>, caller: AssistantCaller): Promise<ChatRecord[]> {
  return withTenant(deps.db, caller.organizationId, (tx) =>
    listChatRows(tx, caller.organizationId, caller.userId),
  );
}
