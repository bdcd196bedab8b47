import { describe, expect, it } from 'vitest';
import { attachmentFileName, fetchAuthorizedFile } from './download.ts';
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

describe('attachmentFileName', () => {
  it("prefers the UTF-8 name, falls back to the plain one, and keeps only a file's own name", () => {
    expect(
      attachmentFileName(
        `attachment; filename="associacao-grants-2026-12-03.xlsx"; filename*=UTF-8''associa%C3%A7%C3%A3o-grants-2026-12-03.xlsx`,
      ),
    ).toBe('associação-grants-2026-12-03.xlsx');
    expect(attachmentFileName('attachment; filename="riverbend-deadlines-2026-12-03.xlsx"')).toBe(
      'riverbend-deadlines-2026-12-03.xlsx',
    );
    expect(attachmentFileName('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(attachmentFileName('attachment')).toBeNull();
    expect(attachmentFileName(null)).toBeNull();
  });

  it('is what a download answers', async () => {
    const response = new Response('PK..', {
      status: 200,
      headers: { 'content-disposition': `attachment; filename="a.xlsx"; filename*=UTF-8''b%C3%A9.xlsx` },
    });
    const result = await fetchAuthorizedFile('/export/x', fake(response));
    expect(result.ok && result.fileName).toBe('bé.xlsx');
  });
});
