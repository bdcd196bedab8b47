import type { ChatDataSource } from '@grantflow/domain/shared/enums';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { type ChatEntryFile, chatEntries, chats } from '../schema/chats.ts';

export type { ChatEntryFile };

export interface ChatRecord {
  id: number;
  organizationId: number;
  userId: number;
  title: string;
  nextIdentityNo: number;
  updatedAt: Date;
}

export interface ChatEntryRecord {
  identity: number;
  role: 'user' | 'assistant';
  content: string;
  dataSource: ChatDataSource;
  files: Record<string, ChatEntryFile>;
  createdAt: Date;
}

export interface NewChatEntry {
  role: 'user' | 'assistant';
  content: string;
  dataSource: ChatDataSource;
  files: Record<string, ChatEntryFile>;
}

const chatColumns = {
  id: chats.id,
  organizationId: chats.organizationId,
  userId: chats.userId,
  title: chats.title,
  nextIdentityNo: chats.nextIdentityNo,
  updatedAt: chats.updatedAt,
};

const entryColumns = {
  identity: chatEntries.identity,
  role: chatEntries.role,
  content: chatEntries.content,
  dataSource: chatEntries.dataSource,
  files: chatEntries.files,
  createdAt: chatEntries.createdAt,
};

type EntryRow = { [K in keyof typeof entryColumns]: (typeof entryColumns)[K]['_']['data'] };
const toEntry = (row: EntryRow): ChatEntryRecord => ({
  ...row,
  role: row.role as ChatEntryRecord['role'],
  dataSource: row.dataSource as ChatDataSource,
});

/** One user's chats in the organisation, the most recently updated first. */
export function listChats(tx: DbExecutor, organizationId: number, userId: number): Promise<ChatRecord[]> {
  return tx
    .select(chatColumns)
    .from(chats)
    .where(and(eq(chats.organizationId, organizationId), eq(chats.userId, userId)))
    .orderBy(desc(chats.updatedAt), desc(chats.id));
}

/** The chat when it belongs to this user of this organisation, else undefined (another's id looks absent). */
export async function findChat(
  tx: DbExecutor,
  organizationId: number,
  userId: number,
  chatId: number,
  options: { lock?: boolean } = {},
): Promise<ChatRecord | undefined> {
  const query = tx
    .select(chatColumns)
    .from(chats)
    .where(and(eq(chats.organizationId, organizationId), eq(chats.userId, userId), eq(chats.id, chatId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The chat's entries in order. */
export async function listChatEntries(
  tx: DbExecutor,
  organizationId: number,
  chatId: number,
): Promise<ChatEntryRecord[]> {
  const rows = await tx
    .select(entryColumns)
    .from(chatEntries)
    .where(and(eq(chatEntries.organizationId, organizationId), eq(chatEntries.chatId, chatId)))
    .orderBy(asc(chatEntries.identity));
  return rows.map(toEntry);
}

export async function insertChat(
  tx: DbExecutor,
  organizationId: number,
  userId: number,
  title: string,
): Promise<ChatRecord> {
  const [row] = await tx.insert(chats).values({ organizationId, userId, title }).returning(chatColumns);
  if (!row) throw new Error('chat not inserted');
  return row;
}

/**
 * Appends entries at the chat's next identity numbers and moves the counter and `updated_at` on, in the
 * caller's transaction (lock the chat first with `findChat(…, { lock: true })` so two prompts never share a number).
 */
export async function appendChatEntries(
  tx: DbExecutor,
  chat: ChatRecord,
  entries: readonly NewChatEntry[],
): Promise<{ chat: ChatRecord; entries: ChatEntryRecord[] }> {
  const rows = await tx
    .insert(chatEntries)
    .values(
      entries.map((entry, index) => ({
        organizationId: chat.organizationId,
        chatId: chat.id,
        identity: chat.nextIdentityNo + index,
        role: entry.role,
        content: entry.content,
        dataSource: entry.dataSource,
        files: entry.files,
      })),
    )
    .returning(entryColumns);
  const [updated] = await tx
    .update(chats)
    .set({ nextIdentityNo: sql`${chats.nextIdentityNo} + ${entries.length}`, updatedAt: new Date() })
    .where(and(eq(chats.organizationId, chat.organizationId), eq(chats.id, chat.id)))
    .returning(chatColumns);
  if (!updated) throw new Error('chat not updated');
  return { chat: updated, entries: rows.map(toEntry).sort((a, b) => a.identity - b.identity) };
}
