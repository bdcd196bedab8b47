import { describe, expect, it } from 'vitest';
import { FLOW_LIFETIME_SECONDS, type OAuthFlow, openFlow, sealFlow } from './flow-cookie.ts';

const SECRET = 'flow-cookie-secret-'.padEnd(40, 'x');
const flow: OAuthFlow = {
  provider: 'google',
  state: 'state-1',
  nonce: 'nonce-1',
  codeVerifier: 'verifier-1',
};

describe('OAuth flow cookie', () => {
  it('round-trips a flow, with and without a link request', async () => {
    expect(await openFlow(await sealFlow(flow, SECRET), SECRET)).toEqual(flow);
    const linking = { ...flow, link: { userId: 7, sessionId: '3b1f0c4e-8a53-4b7c-9a3e-2b0f4a6c1d2e' } };
    expect(await openFlow(await sealFlow(linking, SECRET), SECRET)).toEqual(linking);
  });

  it('hides the verifier and nonce from the browser', async () => {
    const sealed = await sealFlow(flow, SECRET);
    const readable = sealed
      .split('.')
      .map((part) => Buffer.from(part, 'base64url').toString('latin1'))
      .join('');
    expect(readable).not.toContain('verifier-1');
    expect(readable).not.toContain('nonce-1');
  });

  it('refuses a cookie sealed with another secret, changed, expired or missing', async () => {
    const sealed = await sealFlow(flow, SECRET);
    expect(await openFlow(sealed, 'another-secret-'.padEnd(40, 'y'))).toBeNull();
    const parts = sealed.split('.');
    parts[3] = `${parts[3]?.slice(0, -2)}AA`;
    expect(await openFlow(parts.join('.'), SECRET)).toBeNull();
    const later = new Date(Date.now() + (FLOW_LIFETIME_SECONDS + 1) * 1000);
    expect(await openFlow(sealed, SECRET, later)).toBeNull();
    expect(await openFlow(undefined, SECRET)).toBeNull();
    expect(await openFlow('not-a-jwe', SECRET)).toBeNull();
  });

  it('refuses a short secret outright', async () => {
    await expect(sealFlow(flow, 'short')).rejects.toThrow(/at least 32/);
  });
});
