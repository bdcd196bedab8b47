import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../i18n/index.ts';
import { ERROR_CODES_HEADER, type FetchLike } from './http.ts';
import { restErrorMessage, restRequest } from './rest-client.ts';

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' }, ...init });

function fake(response: Response | Error) {
  const calls: { input: string; init: RequestInit }[] = [];
  const fetchImpl: FetchLike = async (input, init) => {
    calls.push({ input, init });
    if (response instanceof Error) throw response;
    return response;
  };
  return { calls, fetchImpl };
}

describe('restRequest', () => {
  it('returns the data of a successful envelope and posts JSON', async () => {
    const { calls, fetchImpl } = fake(json({ status: 200, error: null, data: 'tok' }));
    const result = await restRequest<string>('/verify', { body: { token: 'a' } }, fetchImpl);
    expect(result).toEqual({ ok: true, data: 'tok' });
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"token":"a"}');
    const headers = (calls[0]?.init.headers ?? {}) as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('uses GET without a body', async () => {
    const { calls, fetchImpl } = fake(json({ status: 200, data: { email_for_2fa: 'a@b.c' } }));
    await restRequest('/setup2fa/1', {}, fetchImpl);
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('accepts a bare list as the data', async () => {
    const { fetchImpl } = fake(json([{ organization: { id: '1', name: 'A' } }]));
    expect(await restRequest('/managers/1', {}, fetchImpl)).toEqual({
      ok: true,
      data: [{ organization: { id: '1', name: 'A' } }],
    });
  });

  it('treats a body status of 500 as an error with the error text', async () => {
    const { fetchImpl } = fake(json({ status: 500, error: 'Invalid token', data: null }));
    expect(await restRequest('/verify', { body: {} }, fetchImpl)).toEqual({
      ok: false,
      kind: 'server',
      error: 'Invalid token',
      statusText: '500',
    });
  });

  it('shows the status text of a non-2xx answer without a message', async () => {
    const { fetchImpl } = fake(new Response('oops', { status: 502, statusText: 'Bad Gateway' }));
    expect(await restRequest('/support', { body: {} }, fetchImpl)).toEqual({
      ok: false,
      kind: 'http',
      error: 'Bad Gateway',
      statusText: 'Bad Gateway',
    });
  });

  it("prefers the server's message on a non-2xx answer", async () => {
    const { fetchImpl } = fake(
      json({ status: 400, error: 'Invalid code' }, { status: 400, statusText: 'Bad' }),
    );
    const result = await restRequest('/setup2fa/verify', { body: {} }, fetchImpl);
    expect(result).toMatchObject({ ok: false, error: 'Invalid code' });
  });

  it('uses the caller’s text for a network failure', async () => {
    const { fetchImpl } = fake(new TypeError('Failed to fetch'));
    expect(
      await restRequest('/verify', { body: {}, networkError: (d) => `Error sending token: ${d}` }, fetchImpl),
    ).toEqual({ ok: false, kind: 'network', error: 'Error sending token: Failed to fetch', statusText: '' });
    expect(
      await restRequest('/support', { body: {}, networkError: 'Error submitting support ticket' }, fetchImpl),
    ).toMatchObject({ error: 'Error submitting support ticket' });
  });

  it('asks for the codes and translates a refusal by them', async () => {
    const { fetchImpl, calls } = fake(
      json(
        { status: 400, error: 'Invalid code', data: null, code: 'INVALID_TWO_FACTOR_CODE' },
        { status: 400, statusText: 'Bad Request' },
      ),
    );
    const result = await restRequest('/setup2fa/verify', { body: {} }, fetchImpl);
    const headers = (calls[0]?.init.headers ?? {}) as Record<string, string>;
    expect(headers[ERROR_CODES_HEADER]).toBe('1');
    if (result.ok) throw new Error('expected a failure');
    expect(result.codes).toMatchObject({ code: 'INVALID_TWO_FACTOR_CODE' });
    initI18n();
    await i18n.changeLanguage('de');
    expect(restErrorMessage(result)).toBe('Ungültiger Code');
    await i18n.changeLanguage('en');
    expect(restErrorMessage(result)).toBe('Invalid code');
  });
});
