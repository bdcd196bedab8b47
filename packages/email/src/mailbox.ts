import type { Db } from '@grantflow/db/client';
import { listOutboxMailSince } from '@grantflow/db/repositories/email-outbox';

/** The development mailbox shows a week of mail, newest first. */
export const MAILBOX_DAYS = 7;
export const MAILBOX_LIMIT = 200;

export interface MailboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
  sentAt: string | null;
}

export async function listMailbox(db: Db, now: Date = new Date()): Promise<MailboxMessage[]> {
  const since = new Date(now.getTime() - MAILBOX_DAYS * 24 * 60 * 60 * 1000);
  const rows = await listOutboxMailSince(db, since, MAILBOX_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}
