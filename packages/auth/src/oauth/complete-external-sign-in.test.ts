import type { Db } from '@grantflow/db/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { completeExternalSignIn } from './complete-external-sign-in.ts';
import { type OAuthFlow, sealFlow } from './flow-cookie.ts';
import { type ExternalIdentity, OAuthVerificationError } from './oidc-client.ts';
import { signInWithExternalIdentity } from './sign-in.ts';

vi.mock('./sign-in.ts', () => ({ signInWithExternalIdentity: vi.fn() }));
const signIn = vi.mocked(signInWithExternalIdentity);

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const IDENTITY: ExternalIdentity = {
  provider: 'google',
  issuer: 'https://accounts.google.com',
  subject: 'sub-1',
  email: 'ada@example.org',
  emailVerified: true,
  name: 'Ada',
};
const FLOW: OAuthFlow = { provider: 'google', state: 's', nonce: 'n', codeVerifier: 'v' };

function setup(finish: () => Promise<ExternalIdentity> = async () => IDENTITY, configured = true) {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const oauth = { isConfigured: vi.fn(() => configured), finish: vi.fn(finish) };
  const run = async (options: { flow?: OAuthFlow | null; search?: string } = {}) =>
    completeExternalSignIn({
      db: {} as Db,
      oauth,
      secret: SECRET,
      provider: 'google',
      sealedFlow: options.flow === null ? undefined : await sealFlow(options.flow ?? FLOW, SECRET),
      search: options.search ?? '?code=c&state=s',
      ip: '203.0.113.9',
      log,
    });
  return { log, oauth, run };
}

beforeEach(() => {
  signIn.mockReset();
});

describe('completeExternalSignIn', () => {
  it('signs in and hands back the token', async () => {
    signIn.mockResolvedValue({ kind: 'token', token: 't', userId: 1, created: false, linked: false });
    const { run, oauth } = setup();
    expect(await run()).toEqual({ kind: 'signed-in', token: 't', linked: false });
    expect(oauth.finish).toHaveBeenCalledWith('google', '?code=c&state=s', FLOW);
    expect(signIn).toHaveBeenCalledWith({}, IDENTITY, { secret: SECRET, link: undefined, ip: '203.0.113.9' });
  });

  it('says linked when the flow was a link, whether or not the identity was new', async () => {
    signIn.mockResolvedValue({ kind: 'token', token: 't', userId: 4, created: false, linked: false });
    const link = { userId: 4, sessionId: '00000000-0000-4000-8000-000000000001' };
    expect(await setup().run({ flow: { ...FLOW, link } })).toEqual({
      kind: 'signed-in',
      token: 't',
      linked: true,
    });
  });

  it.each([
    ['access_denied', 'cancelled'],
    ['server_error', 'provider_error'],
  ])('turns the provider error %s into %s', async (providerError, reason) => {
    const { run, log, oauth } = setup();
    expect(await run({ search: `?error=${providerError}` })).toEqual({ kind: 'refused', reason });
    expect(log.info).toHaveBeenCalledWith(
      { provider: 'google', providerError },
      'oauth: provider returned an error',
    );
    expect(oauth.finish).not.toHaveBeenCalled();
  });

  it('refuses when the provider is not configured', async () => {
    expect(await setup(undefined, false).run()).toEqual({ kind: 'refused', reason: 'not_configured' });
  });

  it.each([
    ['no cookie', null],
    ['a flow of another provider', { ...FLOW, provider: 'microsoft' as const }],
  ])('refuses %s as an expired flow', async (_name, flow) => {
    const { run, log } = setup();
    expect(await run({ flow })).toEqual({ kind: 'refused', reason: 'flow_expired' });
    expect(log.info).toHaveBeenCalledWith(
      { provider: 'google' },
      'oauth: callback without a valid flow cookie',
    );
  });

  it('passes the account rules’ refusal on, logged', async () => {
    signIn.mockResolvedValue({ kind: 'refused', reason: 'account_not_linked' });
    const { run, log } = setup();
    expect(await run()).toEqual({ kind: 'refused', reason: 'account_not_linked' });
    expect(log.info).toHaveBeenCalledWith(
      { provider: 'google', reason: 'account_not_linked' },
      'oauth: sign-in refused',
    );
  });

  it('refuses an answer that fails verification', async () => {
    const { run, log } = setup(async () => {
      throw new OAuthVerificationError('nonce mismatch');
    });
    expect(await run()).toEqual({ kind: 'refused', reason: 'verification_failed' });
    expect(log.warn).toHaveBeenCalledWith(
      { provider: 'google', reason: 'nonce mismatch' },
      'oauth: callback refused',
    );
  });

  it('turns anything else into unexpected, logged as an error', async () => {
    const failure = new Error('database down');
    signIn.mockRejectedValue(failure);
    const { run, log } = setup();
    expect(await run()).toEqual({ kind: 'refused', reason: 'unexpected' });
    expect(log.error).toHaveBeenCalledWith({ err: failure, provider: 'google' }, 'oauth: sign-in failed');
  });
});
