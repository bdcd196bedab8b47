import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/index.ts';
import { driveConnectUrl, driveRequest, readDriveAnswer } from './drive-api.ts';

const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });

beforeAll(async () => {
  await initI18n().changeLanguage('en');
});

describe('the importer answers', () => {
  it('passes a success body through', async () => {
    expect(await readDriveAnswer(json({ success: true, jobs: [] }))).toEqual({
      ok: true,
      data: { success: true, jobs: [] },
    });
  });

  it("shows the server's message of a refusal (the import failure toast)", async () => {
    const result = await readDriveAnswer(
      json({ success: false, message: 'Folder is too large' }, 400, 'Bad Request'),
    );
    expect(result).toEqual({ ok: false, error: 'Folder is too large', status: 400 });
  });

  it('marks a 200 with success false (a drive not connected) by its status', async () => {
    const result = await readDriveAnswer(json({ success: false, token: null, message: 'not connected' }));
    expect(result).toMatchObject({ ok: false, status: 200 });
  });

  it('falls back to the status text without a body', async () => {
    const result = await readDriveAnswer(new Response('oops', { status: 502, statusText: 'Bad Gateway' }));
    expect(result).toEqual({ ok: false, error: 'Bad Gateway', status: 502 });
  });

  it('reports a network failure with its own text', async () => {
    const result = await driveRequest('/api/google_drive/imports/1', {}, async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(result).toMatchObject({ ok: false, status: 0 });
  });

  it('sends JSON with the session headers', async () => {
    let seen: RequestInit | undefined;
    await driveRequest(
      '/api/one_drive/import',
      { method: 'POST', body: { doc_id: 'x' } },
      async (_path, init) => {
        seen = init;
        return json({ success: true, message: 'queued' });
      },
    );
    expect(seen?.method).toBe('POST');
    expect(seen?.body).toBe('{"doc_id":"x"}');
    expect((seen?.headers as Record<string, string> | undefined)?.['Content-Type']).toBe('application/json');
  });
});

describe('driveConnectUrl', () => {
  it('sends Google Drive to /auth/google and OneDrive to /auth/microsoft with the drive access type', () => {
    expect(driveConnectUrl('google_drive', '7', '3')).toBe(
      '/auth/google?access_type=drive&funder_id=7&user_id=3',
    );
    expect(driveConnectUrl('one_drive', '7', '3')).toBe(
      '/auth/microsoft?access_type=drive&funder_id=7&user_id=3',
    );
  });
});
