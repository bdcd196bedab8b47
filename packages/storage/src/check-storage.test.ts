import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkStorage } from './check-storage.ts';
import { createDiskStorage } from './disk-storage.ts';
import { createS3Storage, type S3StorageOptions } from './s3-storage.ts';
import type { S3TestServer } from './testing/s3-server.ts';
import { startS3TestServer } from './testing/s3-server.ts';

let server: S3TestServer;
let scratch: string;
beforeAll(async () => {
  server = await startS3TestServer();
  scratch = await mkdtemp(path.join(tmpdir(), 'grantflow-check-'));
});
afterAll(async () => {
  await server?.close();
  await rm(scratch, { recursive: true, force: true });
});

const s3 = (overrides: Partial<S3StorageOptions> = {}) =>
  createS3Storage({
    endpoint: server.endpoint,
    region: server.region,
    bucket: server.bucket,
    accessKeyId: server.accessKeyId,
    secretAccessKey: server.secretAccessKey,
    forcePathStyle: true,
    ...overrides,
  });

describe('checkStorage on S3', () => {
  it('is ok when the bucket exists, with one HeadBucket request', async () => {
    server.requests.length = 0;
    expect(await checkStorage(s3())).toEqual({ ok: true });
    expect(server.requests).toEqual([`HEAD /${server.bucket}/`]);
  });

  it('names a missing bucket and says it must be created', async () => {
    const result = await checkStorage(s3({ bucket: 'grantflow-files' }));
    expect(result).toMatchObject({ ok: false, code: 'BUCKET_NOT_FOUND' });
    expect(result.ok || result.message).toMatch(
      /bucket "grantflow-files" does not exist at http:\/\/127\.0\.0\.1:\d+ .*create it/,
    );
  });

  it('tells refused keys apart from a missing bucket', async () => {
    const result = await checkStorage(s3({ secretAccessKey: 'not the secret' }));
    expect(result).toMatchObject({ ok: false, code: 'ACCESS_DENIED' });
    expect(result.ok || result.message).toMatch(/S3_ACCESS_KEY_ID/);
  });

  it('reports an endpoint nothing listens on as unreachable', async () => {
    const closed = await startS3TestServer();
    const endpoint = closed.endpoint;
    await closed.close();
    const result = await checkStorage(s3({ endpoint }), { timeoutMs: 2000 });
    expect(result).toMatchObject({ ok: false, code: 'UNREACHABLE' });
  });
});

describe('checkStorage on disk', () => {
  it('creates the folder and leaves no probe behind', async () => {
    const root = path.join(scratch, 'files');
    expect(await checkStorage(createDiskStorage({ root }))).toEqual({ ok: true });
    expect(await readdir(root)).toEqual([]);
  });

  it('reports a folder it cannot create or write to', async () => {
    const blocker = path.join(scratch, 'not-a-folder');
    await writeFile(blocker, '');
    const result = await checkStorage(createDiskStorage({ root: path.join(blocker, 'files') }));
    expect(result).toMatchObject({ ok: false, code: 'NOT_WRITABLE' });
    expect(result.ok || result.message).toMatch(/cannot write files under .*not-a-folder.*DATA_DIR/);
  });
});
