import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageCheck } from './readiness.ts';
import { type S3TestServer, startS3TestServer } from './testing/s3-server.ts';

// /ready stayed 200 while every upload failed (no bucket, a read-only DATA_DIR): the storage is a
// dependency like the database.

let server: S3TestServer;
const scratch = mkdtempSync(join(tmpdir(), 'storage-ready-'));

beforeAll(async () => {
  server = await startS3TestServer();
});
afterAll(async () => {
  await server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const s3 = (bucket: string) =>
  storageCheck({
    kind: 's3',
    bucket,
    region: server.region,
    endpoint: server.endpoint,
    accessKeyId: server.accessKeyId,
    secretAccessKey: server.secretAccessKey,
    forcePathStyle: true,
  });

describe('the storage readiness check', () => {
  it('passes for a bucket that exists', async () => {
    await expect(s3(server.bucket)()).resolves.toBeUndefined();
    expect(server.requests.at(-1)).toBe(`HEAD /${server.bucket}/`);
  });

  it('fails, saying so, for a bucket that does not exist', async () => {
    await expect(s3('grantflow-missing')()).rejects.toMatchObject({
      code: 'STORAGE_UNAVAILABLE',
      params: { problem: 'BUCKET_NOT_FOUND' },
      message: expect.stringContaining('grantflow-missing'),
    });
  });

  it('passes for a writable directory and leaves nothing behind', async () => {
    const root = join(scratch, 'files');
    await expect(storageCheck({ kind: 'disk', root })()).resolves.toBeUndefined();
    await expect(storageCheck({ kind: 'disk', root })()).resolves.toBeUndefined();
    expect(readdirSync(root)).toEqual([]);
  });

  it('fails for a directory that cannot be created or written', async () => {
    // A file where the directory should be: mkdir fails as it does on a read-only root (even for root).
    const blocked = join(scratch, 'not-a-directory');
    writeFileSync(blocked, '');
    await expect(storageCheck({ kind: 'disk', root: join(blocked, 'files') })()).rejects.toMatchObject({
      code: 'STORAGE_UNAVAILABLE',
    });
  });
});
