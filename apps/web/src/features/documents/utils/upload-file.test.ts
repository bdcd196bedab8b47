import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/index.ts';
import { buildUploadForm, readUploadAnswer } from './upload-file.ts';

beforeAll(async () => {
  await initI18n().changeLanguage('en');
});

describe('buildUploadForm (GraphQL multipart request spec)', () => {
  it('sends operations with a null file, a map to it, then the file part', async () => {
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const form = buildUploadForm({ funderId: '7', folder: 'Reports/2024', file });
    const keys = Array.from(form.keys());
    expect(keys).toEqual(['operations', 'map', '0']);
    const operations = JSON.parse(String(form.get('operations')));
    expect(operations.variables).toEqual({ funderId: '7', folder: 'Reports/2024', file: null });
    expect(operations.query).toContain('uploadFile(funderId: $funderId, file: $file, folder: $folder)');
    expect(JSON.parse(String(form.get('map')))).toEqual({ 0: ['variables.file'] });
    const part = form.get('0') as File;
    expect(part.name).toBe('notes.txt');
    expect(await part.text()).toBe('hello');
  });
});

describe('readUploadAnswer', () => {
  it('reads the stored file', () => {
    const body = JSON.stringify({ data: { uploadFile: { id: '4', name: 'notes (2).txt', folder: '' } } });
    expect(readUploadAnswer(200, body)).toEqual({ ok: true, id: '4', name: 'notes (2).txt' });
  });

  it('translates a refusal by its code', () => {
    const body = JSON.stringify({
      data: null,
      errors: [{ message: 'whatever the server says', extensions: { code: 'FILE_TYPE_REFUSED' } }],
    });
    expect(readUploadAnswer(200, body)).toEqual({
      ok: false,
      error: 'This type of file cannot be uploaded.',
    });
  });

  it('reads a 413 as the size limit, whatever its body', () => {
    expect(readUploadAnswer(413, '<html>Payload Too Large</html>')).toEqual({
      ok: false,
      error: 'The file is larger than the upload limit.',
    });
  });

  it('shows a server message without a code as it came, and a blank answer as unexpected', () => {
    const body = JSON.stringify({ errors: [{ message: 'disk full' }] });
    expect(readUploadAnswer(500, body)).toEqual({ ok: false, error: 'Disk full' });
    expect(readUploadAnswer(502, '')).toEqual({ ok: false, error: 'Something went wrong' });
  });
});
