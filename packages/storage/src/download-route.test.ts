import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from './disk-storage.ts';
import { contentDisposition, serveSignedDownloads } from './download-route.ts';
import type { FileStorage } from './file-storage.ts';
import { newObjectKey } from './keys.ts';
import { signDownload } from './signed-url.ts';

const secret = 'download-route-test-secret-32-bytes!';
const now = new Date('2026-03-01T12:00:00Z');
const inAnHour = new Date('2026-03-01T13:00:00Z');
let dir: string;
let storage: FileStorage;
const app = Fastify();

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'grantflow-download-'));
  storage = createDiskStorage({ root: dir });
  await app.register(serveSignedDownloads(storage, secret, { now: () => now }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe('serveSignedDownloads', () => {
  it('streams the object with its stored type as an attachment, never cached or sniffed', async () => {
    const key = newObjectKey(1);
    const bytes = Buffer.from('%PDF-1.7\n…binary…');
    await storage.put(key, Readable.from([bytes]), { contentType: 'application/pdf', maxBytes: 1000 });
    const url = signDownload(
      {
        key,
        filename: 'Guidelines 2026 – Förderung.pdf',
        contentType: 'application/pdf',
        expiresAt: inAnHour,
      },
      secret,
    );
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Guidelines 2026 _ F_rderung.pdf"; filename*=UTF-8''Guidelines%202026%20%E2%80%93%20F%C3%B6rderung.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 403 to a tampered, expired or malformed link and 404 to a deleted object', async () => {
    const key = newObjectKey(1);
    await storage.put(key, Readable.from([Buffer.from('secret budget')]), {
      contentType: 'text/csv',
      maxBytes: 100,
    });
    const url = signDownload(
      { key, filename: 'budget.csv', contentType: 'text/csv', expiresAt: inAnHour },
      secret,
    );
    const other = newObjectKey(1);
    const cases = {
      tampered: url.replace(/key=[^&]+/, `key=${encodeURIComponent(other)}`),
      renamed: url.replace('budget.csv', 'budget.html'),
      expired: signDownload({ key, filename: 'budget.csv', contentType: 'text/csv', expiresAt: now }, secret),
      malformed: '/files/download?key=..%2F..%2Fetc%2Fpasswd',
      bare: '/files/download',
    };
    for (const [name, bad] of Object.entries(cases)) {
      const response = await app.inject({ method: 'GET', url: bad });
      expect([name, response.statusCode]).toEqual([name, 403]);
      expect(response.body).not.toContain('secret budget');
    }
    await storage.delete(key);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('builds a safe Content-Disposition for any name', () => {
    expect(contentDisposition('a"b\\c;d\r\n.pdf')).toBe(
      `attachment; filename="a_b_c;d__.pdf"; filename*=UTF-8''a%22b%5Cc%3Bd%0D%0A.pdf`,
    );
    expect(contentDisposition("it's (final)*.txt")).toBe(
      `attachment; filename="it's (final)*.txt"; filename*=UTF-8''it%27s%20%28final%29%2A.txt`,
    );
  });
});
