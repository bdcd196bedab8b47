import { describe, expect, it } from 'vitest';
import { loadFailure, nextStepAfterEmail, readSettings } from './two-factor-setup.ts';

describe('2FA setup', () => {
  it('fills the form from the current setup', () => {
    expect(readSettings({ email_for_2fa: 'a@b.org', is_enabled: true }, 'me@x.org')).toEqual({
      email_for_2fa: 'a@b.org',
      is_enabled: true,
    });
  });

  it('falls back to the account e-mail and off', () => {
    expect(readSettings(null, 'me@x.org')).toEqual({ email_for_2fa: 'me@x.org', is_enabled: false });
    expect(readSettings({ email_for_2fa: '' }, 'me@x.org').email_for_2fa).toBe('me@x.org');
  });

  it('closes on none-verify and asks for a code otherwise', () => {
    expect(nextStepAfterEmail('none-verify')).toBe('done');
    expect(nextStepAfterEmail('code-sent')).toBe('code');
    expect(nextStepAfterEmail(undefined)).toBe('code');
  });

  it('names the status text of a failed load', () => {
    expect(loadFailure({ ok: false, kind: 'http', error: 'x', statusText: 'Forbidden' })).toEqual({
      key: 'load_failed_status',
      status: 'Forbidden',
    });
    expect(loadFailure({ ok: false, kind: 'network', error: 'x', statusText: '' })).toEqual({
      key: 'load_failed',
    });
  });
});
