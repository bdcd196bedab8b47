import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../../i18n/resources.ts';
import { oauthErrorMessage } from './oauth-error.ts';

const CODES = [
  'access_denied',
  'invalid_request',
  'server_error',
  'temporarily_unavailable',
  'interaction_required',
  'login_required',
  'consent_required',
  'cancelled',
  'flow_expired',
  'account_not_linked',
];

const instance = i18n.createInstance();
beforeAll(async () => {
  await instance.init({ resources, lng: 'en', fallbackLng: false, interpolation: { escapeValue: false } });
});

describe('oauthErrorMessage', () => {
  for (const language of ['en', 'pt', 'de'] as const) {
    it(`turns every provider and app code into a sentence in ${language}`, async () => {
      await instance.changeLanguage(language);
      const t = instance.getFixedT(language);
      const seen = new Set<string>();
      for (const code of CODES) {
        const message = oauthErrorMessage(code, t);
        expect(message).not.toContain('_');
        expect(message).not.toContain('oauth_errors');
        expect(message.split(' ').length).toBeGreaterThanOrEqual(3);
        seen.add(message);
      }
      expect(seen.size).toBe(CODES.length);
    });
  }

  it('reads codes case-insensitively and gives an unknown code a generic sentence', () => {
    const t = instance.getFixedT('en');
    expect(oauthErrorMessage('ACCESS_DENIED', t)).toBe(
      'Sign-in was cancelled or access was not granted. Please try again.',
    );
    expect(oauthErrorMessage('some_new_code', t)).toBe(
      'Sign-in with the provider failed. Please try again or sign in with your password.',
    );
  });

  it('shows a sentence the REST service sent as it is', () => {
    const t = instance.getFixedT('en');
    expect(oauthErrorMessage('No account uses this Google address', t)).toBe(
      'No account uses this Google address',
    );
  });
});
