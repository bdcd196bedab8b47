import type { Db } from '@grantflow/db/client';
import {
  insertOutboxMail,
  markOutboxMailFailed,
  markOutboxMailSent,
} from '@grantflow/db/repositories/email-outbox';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  replyTo?: string | undefined;
  /** The organisation the mail concerns, when there is one (kept on the outbox row). */
  organizationId?: number | null | undefined;
  /**
   * Values (codes, tokens) that must not stay in the database once the mail left through SMTP. Without
   * SMTP the outbox row *is* the delivery (the development mailbox shows it), so they are kept there.
   */
  secrets?: readonly string[] | undefined;
}

export interface SentMail {
  /** The outbox row. */
  id: number;
  /** False when SMTP refused the message; the row keeps `last_error` and no `sent_at`. */
  delivered: boolean;
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  /** Never throws for a delivery failure: callers answer the same either way (nothing to reveal). */
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

export interface MailerLogger {
  warn(object: Record<string, unknown>, message: string): void;
}

export interface CreateMailerOptions {
  db: Db;
  /** With a URL, mail goes through SMTP (nodemailer); without, it is delivered to the outbox table. */
  smtpUrl?: string | undefined;
  from: string;
  logger?: MailerLogger | undefined;
}

const REDACTED = '[redacted]';

function redact(value: string, secrets: readonly string[]): string {
  return secrets.reduce((text, secret) => (secret ? text.split(secret).join(REDACTED) : text), value);
}

/**
 * The one way Grantflow sends mail. Every message gets an `email_outbox` row with `sent_at` once it is
 * delivered (accepted by SMTP, or stored when there is no SMTP).
 */
export function createMailer(options: CreateMailerOptions): Mailer {
  const { db, smtpUrl, from, logger } = options;
  if (!smtpUrl) {
    return {
      mode: 'outbox',
      async send(message) {
        const id = await insertOutboxMail(db, {
          organizationId: message.organizationId ?? null,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          sentAt: new Date(),
          attempts: 1,
        });
        return { id, delivered: true };
      },
      close() {},
    };
  }

  const transport = nodemailer.createTransport(smtpUrl);
  return {
    mode: 'smtp',
    async send(message) {
      const secrets = message.secrets ?? [];
      const id = await insertOutboxMail(db, {
        organizationId: message.organizationId ?? null,
        to: message.to,
        subject: message.subject,
        text: redact(message.text, secrets),
        html: message.html === undefined ? null : redact(message.html, secrets),
      });
      try {
        await transport.sendMail({
          from,
          to: message.to,
          replyTo: message.replyTo,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        await markOutboxMailSent(db, id);
        return { id, delivered: true };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        logger?.warn({ outboxId: id, reason }, 'mail not delivered');
        await markOutboxMailFailed(db, id, reason);
        return { id, delivered: false };
      }
    },
    close() {
      transport.close();
    },
  };
}
