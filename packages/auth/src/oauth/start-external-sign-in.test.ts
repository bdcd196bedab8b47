import { describe, expect, it, vi } from 'vitest';
import { type OAuthFlow, openFlow } from './flow-cookie.ts';
import { startExternalLink, startExternalSignIn } from './start-external-sign-in.ts';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const FLOW: OAuthFlow = { provider: 'google', state: 's', nonce: 'n', codeVerifier: 'v' };
const URL_AT_PROVIDER = new URL('https://accounts.example/authorize?state=s');

function oauth(
  configured = true,
  start = vi.fn(async (_provider: string, link?: OAuthFlow['link']) => ({
    url: URL_AT_PROVIDER,
    flow: { ...FLOW, link },
  })),
) {
  return { isConfigured: vi.fn(() => configured), start };
}

describe('startExternalSignIn', () => {
  const base = { secret: SECRET, provider: 'google' as const, log: { warn: vi.fn() } };

  it.each([undefined, 'login'])(
    'sends access_type %j to the provider with a sealed flow',
    async (accessType) => {
      const started = await startExternalSignIn({ ...base, oauth: oauth(), accessType });
      expect(started).toMatchObject({ kind: 'redirect', url: URL_AT_PROVIDER.href });
      if (started.kind !== 'redirect') throw new Error('not started');
      expect(await openFlow(started.sealedFlow, SECRET)).toMatchObject({ provider: 'google', state: 's' });
    },
  );

  it('refuses an unknown access type and an unconfigured provider', async () => {
    expect(await startExternalSignIn({ ...base, oauth: oauth(), accessType: 'x' })).toEqual({
      kind: 'refused',
      reason: 'unknown_request',
      page: '/login',
    });
    expect(await startExternalSignIn({ ...base, oauth: oauth(false) })).toEqual({
      kind: 'refused',
      reason: 'not_configured',
      page: '/login',
    });
  });

  it('turns an unreachable provider into provider_error, logged', async () => {
    const failure = new Error('ECONNREFUSED');
    const log = { warn: vi.fn() };
    const client = oauth(true, vi.fn().mockRejectedValue(failure));
    expect(await startExternalSignIn({ ...base, log, oauth: client })).toEqual({
      kind: 'refused',
      reason: 'provider_error',
      page: '/login',
    });
    expect(log.warn).toHaveBeenCalledWith(
      { err: failure, provider: 'google' },
      'oauth: could not start sign-in',
    );
  });
});

describe('startExternalLink', () => {
  const link = { userId: 3, sessionId: '00000000-0000-4000-8000-000000000003' };

  it('starts a flow that remembers the user and session', async () => {
    const started = await startExternalLink({ oauth: oauth(), secret: SECRET, provider: 'google', link });
    if (started.kind !== 'started') throw new Error('not started');
    expect(started.url).toBe(URL_AT_PROVIDER.href);
    expect((await openFlow(started.sealedFlow, SECRET))?.link).toEqual(link);
  });

  it('says when the provider is not configured', async () => {
    expect(
      await startExternalLink({ oauth: oauth(false), secret: SECRET, provider: 'google', link }),
    ).toEqual({
      kind: 'not-configured',
    });
  });
});
