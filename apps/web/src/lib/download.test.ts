import { describe, expect, it } from 'vitest';
import { fetchAuthorizedFile } from './download.ts';
import type { FetchLike } from './http.ts';

const fake =
  (response: Response | Error): FetchLike =>
  async () => {
    if (response instanceof Error) throw response;
    return response;
  };

describe('fetchAuthorizedFile', () => {
  it('answers the body as a blob', async () => {
    const result = await fetchAuthorizedFile('/export/x', fake(new Response('PK..', { status: 200 })));
    expect(result.ok).toBe(true);
    if (result.ok) expect(await result.blob.text()).toBe('PK..');
  });

  it("prefers the server's message on a refusal", async () => {
    const body = JSON.stringify({ status: 400, error: 'Choose grants, reports or both.', data: null });
    const result = await fetchAuthorizedFile(
      '/export/x',
      fake(new Response(body, { status: 400, statusText: 'Bad Request' })),
    );
    expect(result).toEqual({ ok: false, kind: 'http', error: 'Choose grants, reports or both.' });
  });

  it('falls back to the status text', async () => {
    const result = await fetchAuthorizedFile(
      '/export/x',
      fake(new Response('oops', { status: 502, statusText: 'Bad Gateway' })),
    );
    expect(result).toEqual({ ok: false, kind: 'http', error: 'Bad Gateway' });
  });

  it('reports a network failure', async () => {
    const result = await fetchAuthorizedFile('/export/x', fake(new TypeError('Failed to fetch')));
    expect(result).toEqual({ ok: false, kind: 'network', error: 'Failed to fetch' });
  });
});
