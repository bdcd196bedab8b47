import { withIdentity } from '@grantflow/db/client';
import { emailOutbox } from '@grantflow/db/schema/platform';
import { createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMailbox } from './mailbox.ts';
import { createMailer } from './mailer.ts';
import { passwordResetEmail, supportTicketEmail, verificationEmail } from './templates.ts';
import { type SmtpSink, startSmtpSink } from './testing/smtp-sink.ts';

let database: TestDatabase;
let sink: SmtpSink;

beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startSmtpSink();
});

afterAll(async () => {
  await sink?.close();
  await database?.close();
});

async function outboxRow(id: number) {
  const [row] = await withIdentity(database.db, (tx) =>
    tx.select().from(emailOutbox).where(eq(emailOutbox.id, id)),
  );
  return row;
}

describe('createMailer with SMTP_URL', () => {
  it('delivers through SMTP and records the message with sent_at, secrets redacted', async () => {
    const mailer = createMailer({
      db: database.db,
      smtpUrl: sink.url,
      from: 'Grantflow <no-reply@example.org>',
    });
    const content = passwordResetEmail({ publicUrl: 'https://grants.example.org/', token: 'secret-token-1' });
    const sent = await mailer.send({ to: 'ana@example.org', ...content });
    expect(sent.delivered).toBe(true);

    const mail = await sink.waitFor((m) => m.to.includes('ana@example.org'));
    expect(mail.subject).toBe('Reset your Grantflow password');
    expect(mail.text).toContain('https://grants.example.org/reset-password?token=secret-token-1');
    expect(mail.html).toContain('href="https://grants.example.org/reset-password?token=secret-token-1"');
    expect(mail.from).toContain('no-reply@example.org');

    const row = await outboxRow(sent.id);
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.text).not.toContain('secret-token-1');
    expect(row?.text).toContain('[redacted]');
    mailer.close();
  });

  it('keeps the row unsent with the error when SMTP is unreachable, without throwing', async () => {
    const mailer = createMailer({ db: database.db, smtpUrl: 'smtp://127.0.0.1:1', from: 'x@example.org' });
    const sent = await mailer.send({ to: 'bo@example.org', subject: 'hello', text: 'hello' });
    expect(sent.delivered).toBe(false);
    const row = await outboxRow(sent.id);
    expect(row?.sentAt).toBeNull();
    expect(row?.lastError).toBeTruthy();
    expect(row?.attempts).toBe(1);
    mailer.close();
  });

  it('escapes user text in the support ticket and sets reply-to', async () => {
    const mailer = createMailer({ db: database.db, smtpUrl: sink.url, from: 'x@example.org' });
    const content = supportTicketEmail({
      ticketId: 7,
      name: 'Ana <script>',
      organization: 'Riverbend',
      email: 'ana@example.org',
      message: '<b>help</b>',
      userId: null,
    });
    await mailer.send({ to: 'support@example.org', replyTo: 'ana@example.org', ...content });
    const mail = await sink.waitFor((m) => m.to.includes('support@example.org'));
    expect(mail.subject).toBe('Support ticket #7 from Riverbend');
    expect(mail.html).toContain('&lt;b&gt;help&lt;/b&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.replyTo).toContain('ana@example.org');
    mailer.close();
  });
});

describe('createMailer without SMTP', () => {
  it('delivers to the outbox, readable in the mailbox newest first, token kept', async () => {
    const mailer = createMailer({ db: database.db, from: 'x@example.org' });
    expect(mailer.mode).toBe('outbox');
    const first = await mailer.send({
      to: 'c@example.org',
      ...verificationEmail({ publicUrl: 'http://localhost:3000', token: 'tok-a' }),
    });
    const second = await mailer.send({ to: 'c@example.org', subject: 'second', text: 'two' });
    expect((await outboxRow(first.id))?.sentAt).toBeInstanceOf(Date);
    const box = await listMailbox(database.db);
    const ids = box.map((m) => m.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(box.find((m) => m.id === first.id)?.text).toContain(
      'http://localhost:3000/verify-user?token=tok-a',
    );
  });

  it('leaves mail older than 7 days out of the mailbox', async () => {
    const mailer = createMailer({ db: database.db, from: 'x@example.org' });
    const sent = await mailer.send({ to: 'old@example.org', subject: 'old', text: 'old' });
    const later = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    expect((await listMailbox(database.db, later)).some((m) => m.id === sent.id)).toBe(false);
  });
});
