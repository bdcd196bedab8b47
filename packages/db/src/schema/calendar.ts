import { boolean, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, day, id, tstz } from './columns.ts';
import { users } from './identity.ts';
import { tenantId } from './tenant.ts';

/** Secret ICS feed URLs; only a SHA-256 hash of the token is stored. */
export const calendarFeedTokens = pgTable(
  'calendar_feed_tokens',
  {
    id: id(),
    organizationId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('calendar_feed_tokens_token_hash_unique'),
    createdAt: createdAt(),
    lastUsedAt: tstz('last_used_at'),
    revokedAt: tstz('revoked_at'),
    /** The feed of "All my organisations" (kept in the owner's own organisation) rather than of this one. */
    coversAll: boolean('covers_all').notNull().default(false),
    /**
     * An ADMIN's combined feed: the organisations picked when the URL was created (regenerating changes
     * them). Null for everyone else, whose combined feed follows their role's organisations.
     */
    organizationIds: integer('organization_ids').array(),
  },
  (t) => [index('calendar_feed_tokens_organization_user_idx').on(t.organizationId, t.userId)],
);

/**
 * One row per reminder sent: a job inserts with ON CONFLICT DO NOTHING and mails only when the
 * insert happened, so a retried job never mails twice.
 */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    id: id(),
    organizationId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** e.g. 'application_deadline', 'report_deadline'. */
    kind: text('kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    remindOn: day('remind_on').notNull(),
    sentAt: tstz('sent_at').notNull().defaultNow(),
  },
  (t) => [
    unique('reminder_sends_idempotency_key').on(t.organizationId, t.userId, t.kind, t.subjectId, t.remindOn),
  ],
);
