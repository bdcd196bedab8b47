import { desc, eq, gte, sql } from 'drizzle-orm';
import { type Db, withIdentity } from '../client.ts';
import { emailOutbox } from '../schema/platform.ts';

// `email_outbox`: every mail sent (packages/email). Rows span organisations (and none, for
// password-reset mail), so each function opens its own `withIdentity` transaction: a mail is recorded
// even when the caller's transaction later rolls back.

export interface OutboxMailInput {
  organizationId: number | null;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Set when the row itself is the delivery (no SMTP). */
  sentAt?: Date;
  attempts?: number;
}

export type OutboxMailRow = typeof emailOutbox.$inferSelect;

/** Stores one mail; returns its id. */
export async function insertOutboxMail(db: Db, mail: OutboxMailInput): Promise<number> {
  const [row] = await withIdentity(db, (tx) =>
    tx.insert(emailOutbox).values(mail).returning({ id: emailOutbox.id }),
  );
  if (!row) throw new Error('email_outbox insert returned no row');
  return row.id;
}

/** SMTP accepted the mail: `sent_at` now, one more attempt. */
export async function markOutboxMailSent(db: Db, id: number): Promise<void> {
  await withIdentity(db, (tx) =>
    tx
      .update(emailOutbox)
      .set({ sentAt: new Date(), attempts: sql`${emailOutbox.attempts} + 1` })
      .where(eq(emailOutbox.id, id)),
  );
}

/** SMTP refused the mail: the reason (first 500 characters), one more attempt. */
export async function markOutboxMailFailed(db: Db, id: number, reason: string): Promise<void> {
  await withIdentity(db, (tx) =>
    tx
      .update(emailOutbox)
      .set({ lastError: reason.slice(0, 500), attempts: sql`${emailOutbox.attempts} + 1` })
      .where(eq(emailOutbox.id, id)),
  );
}

/** Mail created at or after `since`, newest first, at most `limit` (the development mailbox). */
export function listOutboxMailSince(db: Db, since: Date, limit: number): Promise<OutboxMailRow[]> {
  return withIdentity(db, (tx) =>
    tx
      .select()
      .from(emailOutbox)
      .where(gte(emailOutbox.createdAt, since))
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(limit),
  );
}
