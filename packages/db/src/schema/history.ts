import type {
  FieldChange,
  HistoryAction,
  HistorySubjectType,
} from '@grantflow/domain/history/history-subjects';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { id, tstz } from './columns.ts';
import { users } from './identity.ts';
import { tenantId } from './tenant.ts';

// Who changed what, and comments (docs/architecture.md, History). Subjects are referenced without a foreign
// key: an entry outlives the record it is about (its deletion is an entry too).

const subjectTypes = sql.raw(`('FUNDER', 'GRANT', 'APPLICATION', 'REPORT', 'TASK', 'FILE')`);

/** Comments on a record; edited in place (edited_at), deleted as a trace (deleted_at, text emptied). */
export const comments = pgTable(
  'comments',
  {
    id: id(),
    organizationId: tenantId(),
    subjectType: text('subject_type').$type<HistorySubjectType>().notNull(),
    subjectId: integer('subject_id').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null once deleted: a deleted comment keeps who and when, not what. */
    text: text('text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: tstz('edited_at'),
    deletedAt: tstz('deleted_at'),
  },
  (t) => [
    unique('comments_organization_id_id_unique').on(t.organizationId, t.id),
    index('comments_subject_idx').on(t.organizationId, t.subjectType, t.subjectId),
    check('comments_subject_type_valid', sql`${t.subjectType} in ${subjectTypes}`),
    check('comments_text_or_deleted', sql`(${t.text} is null) = (${t.deletedAt} is not null)`),
  ],
);

/** The users a comment mentions; `notified_at` makes its mail go out once (claimed, then sent). */
export const commentMentions = pgTable(
  'comment_mentions',
  {
    organizationId: tenantId(),
    commentId: integer('comment_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notifiedAt: tstz('notified_at'),
  },
  (t) => [
    primaryKey({ name: 'comment_mentions_pkey', columns: [t.commentId, t.userId] }),
    foreignKey({
      name: 'comment_mentions_comment_fk',
      columns: [t.organizationId, t.commentId],
      foreignColumns: [comments.organizationId, comments.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Append-only: the services' role may INSERT and SELECT, nothing else (the custom migration revokes the
 * rest). `funder_id` is the funder the subject belongs to, so a funder's timeline shows its applications'
 * status changes.
 */
export const historyEntries = pgTable(
  'history_entries',
  {
    id: id(),
    organizationId: tenantId(),
    subjectType: text('subject_type').$type<HistorySubjectType>().notNull(),
    subjectId: integer('subject_id').notNull(),
    funderId: integer('funder_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<HistoryAction>().notNull(),
    changes: jsonb('changes').$type<FieldChange[]>().notNull().default([]),
    commentId: integer('comment_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('history_entries_subject_idx').on(t.organizationId, t.subjectType, t.subjectId, t.at.desc()),
    index('history_entries_funder_idx').on(t.organizationId, t.funderId, t.at.desc()),
    foreignKey({
      name: 'history_entries_comment_fk',
      columns: [t.organizationId, t.commentId],
      foreignColumns: [comments.organizationId, comments.id],
    }),
    check('history_entries_subject_type_valid', sql`${t.subjectType} in ${subjectTypes}`),
    check(
      'history_entries_action_valid',
      sql`${t.action} in ('CREATED', 'UPDATED', 'DELETED', 'STATUS_CHANGED', 'COMMENTED')`,
    ),
  ],
);
