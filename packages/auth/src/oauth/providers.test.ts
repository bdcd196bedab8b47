import { describe, expect, it } from 'vitest';
import { oauthFailureMessage } from './messages.ts';
import { DEFAULT_ISSUERS, oauthProvidersFromEnv } from './providers.ts';

describe('oauthProvidersFromEnv', () => {
  it('turns a provider on only when its client id is set', () => {
    expect(oauthProvidersFromEnv({})).toEqual({});
    expect(oauthProvidersFromEnv({ GOOGLE_CLIENT_SECRET: 's', MICROSOFT_ISSUER: 'https://x' })).toEqual({});
  });

  it('defaults the issuers to Google and Microsoft multi-tenant', () => {
    const providers = oauthProvidersFromEnv({
      GOOGLE_CLIENT_ID: 'g',
      MICROSOFT_CLIENT_ID: 'm',
      MICROSOFT_CLIENT_SECRET: 's',
    });
    expect(providers.google).toEqual({
      name: 'google',
      clientId: 'g',
      clientSecret: undefined,
      issuer: DEFAULT_ISSUERS.google,
    });
    expect(providers.microsoft).toEqual({
      name: 'microsoft',
      clientId: 'm',
      clientSecret: 's',
      issuer: 'https://login.microsoftonline.com/common/v2.0',
    });
  });

  it('uses *_ISSUER when set', () => {
    expect(
      oauthProvidersFromEnv({ GOOGLE_CLIENT_ID: 'g', GOOGLE_ISSUER: 'http://127.0.0.1:9' }).google?.issuer,
    ).toBe('http://127.0.0.1:9');
  });

  it('names the provider in the not-configured message the login page shows', () => {
    expect(oauthFailureMessage('not_configured', 'google')).toBe('Sign-in with Google is not configured');
    expect(oauthFailureMessage('not_configured', 'microsoft')).toBe(
      'Sign-in with Microsoft is not configured',
    );
  });
});
