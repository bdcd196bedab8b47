import { describe, expect, it } from 'vitest';
import { isMailboxEnabled, mailConfigSchema } from './config.ts';
import { MAIL_WORDS } from './mail-words.ts';
import {
  escapeHtml,
  passwordResetEmail,
  reminderEmail,
  resetPasswordLink,
  twoFactorCodeEmail,
  verificationEmail,
  verifyUserLink,
} from './templates.ts';

describe('links', () => {
  it('are built from PUBLIC_URL without doubling the slash and with the token encoded', () => {
    expect(verifyUserLink('http://localhost:3000/', 'a b')).toBe(
      'http://localhost:3000/verify-user?token=a%20b',
    );
    expect(resetPasswordLink('https://x.org', 't')).toBe('https://x.org/reset-password?token=t');
  });
});

describe('templates', () => {
  it('mark the 2FA code as a secret', () => {
    const mail = twoFactorCodeEmail({ code: '01234', purpose: 'login' });
    expect(mail.text).toContain('01234');
    expect(mail.secrets).toEqual(['01234']);
  });

  it("speak the addressee's language, English by default", () => {
    expect(verificationEmail({ publicUrl: 'https://x.org', token: 't' }).subject).toBe(
      MAIL_WORDS.en.verification.subject,
    );
    expect(verificationEmail({ publicUrl: 'https://x.org', token: 't', language: 'pt' }).subject).toBe(
      'Confirme sua conta no Grantflow',
    );
    const reset = passwordResetEmail({ publicUrl: 'https://x.org', token: 't', language: 'de' });
    expect(reset.html).toContain('Oder öffnen Sie diesen Link:');
    expect(reset.html).not.toContain('Or open this link');
    const reminder = reminderEmail({
      kind: 'report_deadline',
      daysBefore: 14,
      what: 'River Fund',
      organization: 'Riverbend',
      date: '01.02.2027',
      link: 'https://x.org/deadlines',
      language: 'de',
    });
    expect(reminder.subject).toBe('Berichtsfrist in 14 Tagen: River Fund');
    expect(reminder.text).toContain('Fällig in 14 Tagen, am 01.02.2027.');
  });

  it('have every word in every language', () => {
    const shape = (words: object): string[] =>
      Object.entries(words).flatMap(([key, value]) =>
        typeof value === 'object' ? shape(value).map((inner) => `${key}.${inner}`) : [key],
      );
    expect(shape(MAIL_WORDS.pt)).toEqual(shape(MAIL_WORDS.en));
    expect(shape(MAIL_WORDS.de)).toEqual(shape(MAIL_WORDS.en));
  });

  it('escape HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('config', () => {
  it.each([
    [{}, true],
    [{ SMTP_URL: 'smtp://h:25' }, false],
    [{ SMTP_URL: 'smtp://h:25', MAILBOX_ENABLED: 'true' }, true],
    [{ MAILBOX_ENABLED: 'false' }, false],
  ])('mailbox enabled for %j → %s', (env, expected) => {
    expect(isMailboxEnabled(mailConfigSchema.parse(env))).toBe(expected);
  });

  it('has defaults', () => {
    expect(mailConfigSchema.parse({})).toMatchObject({
      PUBLIC_URL: 'http://localhost:3000',
      SUPPORT_EMAIL: 'support@grantflow.app',
    });
  });
});
