import { CHAT_DATA_SOURCES } from '@grantflow/domain/shared/enums';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './identity.ts';
import { tenantId } from './tenant.ts';

export interface ChatEntryFile {
  url: string;
  file_name: string;
}

export const chats = pgTable(
  'chats',
  {
    id: id(),
    organizationId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    nextIdentityNo: integer('next_identity_no').notNull().default(1),
    createdAt: createdAt(),
    /** remarks.last_updated */
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('chats_organization_id_id_unique').on(t.organizationId, t.id),
    index('chats_organization_user_idx').on(t.organizationId, t.userId, t.updatedAt),
  ],
);

export const chatEntries = pgTable(
  'chat_entries',
  {
    id: id(),
    organizationId: tenantId(),
    chatId: integer('chat_id').notNull(),
    /** Position within the chat (the spec's `identity`). */
    identity: integer('identity').notNull(),
    role: text('role').notNull(),
    content: text('content').notNull(),
    dataSource: text('data_source').notNull().default('documents'),
    files: jsonb('files').$type<Record<string, ChatEntryFile>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'chat_entries_chat_fk',
      columns: [t.organizationId, t.chatId],
      foreignColumns: [chats.organizationId, chats.id],
    }).onDelete('cascade'),
    unique('chat_entries_chat_identity_unique').on(t.organizationId, t.chatId, t.identity),
    check('chat_entries_role_valid', sql`${t.role} in ('user', 'assistant', 'system')`),
    check(
      'chat_entries_data_source_valid',
      sql.raw(`data_source in (${CHAT_DATA_SOURCES.map((s) => `'${s}'`).join(', ')})`),
    ),
  ],
);
