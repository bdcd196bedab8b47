import { describe, expect, it } from 'vitest';
import { isMailboxEnabled, mailConfigSchema } from './config.ts';
import { escapeHtml, resetPasswordLink, twoFactorCodeEmail, verifyUserLink } from './templates.ts';

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
