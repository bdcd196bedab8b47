import { withTenant } from '@grantflow/db/client';
import {
  type ChatEntryRecord,
  type ChatRecord,
  findChat,
  listChatEntries,
} from '@grantflow/db/repositories/chats';
import { DomainError } from '@grantflow/domain/shared/errors';
import type { AssistantCaller, AssistantDeps } from './assistant-deps.ts';
import { refreshCitationLinks } from './citations.ts';

/** One of the caller's chats with its entries; citation links are signed afresh. CHAT_NOT_FOUND otherwise. */
export async function getChat(
  deps: Pick<AssistantDeps, 'db' | 'downloadSecret'>,
  caller: AssistantCaller & { chatId: number },
): Promise<{ chat: ChatRecord; entries: ChatEntryRecord[] }> {
  return withTenant(deps.db, caller.organizationId, async (tx) => {
    const chat = await findChat(tx, caller.organizationId, caller.userId, caller.chatId);
    if (!chat) throw new DomainError('CHAT_NOT_FOUND');
    const entries = await listChatEntries(tx, caller.organizationId, chat.id);
    const signing = { secret: deps.downloadSecret };
    return {
      chat,
      entries: entries.map((entry) => ({
        ...entry,
        files: refreshCitationLinks(entry.files, caller.organizationId, signing),
      })),
    };
  });
}
