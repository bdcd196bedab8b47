import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns.ts';
import { organizations, users } from './identity.ts';

// Identity-class tables (RLS: tenant match OR app.identity): written outside any one tenant
// (anonymous support form, password-reset mail, failed sign-ins), so organization_id is nullable here.

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: id(),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** The organisation name as typed in the form. */
    organizationName: text('organization_name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_tickets_organization_id_idx').on(t.organizationId, t.createdAt)],
);

/** Development mailbox and delivery queue: a sender fills `sent_at` once SMTP accepted it. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
    sentAt: tstz('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    index('email_outbox_unsent_idx').on(t.createdAt).where(sql`sent_at is null`),
    index('email_outbox_to_idx').on(t.to, t.createdAt),
  ],
);

export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. `auth.sign_in.success`, `auth.2fa.failure`, `impersonation.start`. */
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ip: text('ip'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_organization_id_idx').on(t.organizationId, t.createdAt),
    index('audit_events_actor_idx').on(t.actorUserId, t.createdAt),
  ],
);
