import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { CreateMultipartUploadCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newObjectKey } from './keys.ts';
import { createS3Storage } from './s3-storage.ts';
import type { S3TestServer } from './testing/s3-server.ts';
import { startS3TestServer } from './testing/s3-server.ts';
import { chunks, expectCode, fileStorageContract } from './testing/storage-contract.ts';

let server: S3TestServer;
beforeAll(async () => {
  server = await startS3TestServer();
});
afterAll(async () => {
  await server?.close();
});

const storage = () =>
  createS3Storage({
    endpoint: server.endpoint,
    region: server.region,
    bucket: server.bucket,
    accessKeyId: server.accessKeyId,
    secretAccessKey: server.secretAccessKey,
    forcePathStyle: true,
  });

fileStorageContract('s3', storage);

describe('s3 storage', () => {
  const MiB = 1024 * 1024;

  it('streams a large body as a multipart upload', async () => {
    const s3 = storage();
    const key = newObjectKey(5);
    const parts = chunks(11 * MiB, 256 * 1024);
    server.requests.length = 0;
    await s3.put(key, Readable.from(parts), { contentType: 'application/pdf', maxBytes: 20 * MiB });
    expect(
      server.requests.filter((line) => line.startsWith('POST') && line.includes('?uploads')),
    ).toHaveLength(1);
    expect(server.requests.filter((line) => /^PUT .*partNumber=\d+/.test(line))).toHaveLength(3);
    const object = await s3.get(key);
    expect(object.size).toBe(11 * MiB);
    expect((await buffer(object.body)).equals(Buffer.concat(parts))).toBe(true);
  });

  it('aborts the multipart upload when the limit is passed after the first part', async () => {
    const s3 = storage();
    const key = newObjectKey(5);
    server.requests.length = 0;
    await expectCode(
      s3.put(key, Readable.from(chunks(12 * MiB, 256 * 1024)), {
        contentType: 'application/pdf',
        maxBytes: 6 * MiB,
      }),
      'TOO_LARGE',
    );
    expect(server.requests.some((line) => line.startsWith('POST') && line.includes('?uploads'))).toBe(true);
    expect(server.requests.some((line) => /^DELETE .*uploadId=/.test(line))).toBe(true);
    expect(server.requests.some((line) => /^POST .*uploadId=/.test(line))).toBe(false);
    expect(server.openUploads()).toBe(0);
    await expectCode(s3.head(key), 'NOT_FOUND');
  });

  it('aborts the multipart upload when the client hangs up after the first part', async () => {
    const s3 = storage();
    const key = newObjectKey(5);
    server.requests.length = 0;
    const body = new PassThrough();
    const stored = s3.put(key, body, { contentType: 'application/pdf', maxBytes: 50 * MiB });
    for (const part of chunks(6 * MiB, 256 * 1024)) body.write(part);
    const partSent = () => server.requests.some((line) => /^PUT .*partNumber=1/.test(line));
    for (let i = 0; i < 500 && !partSent(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(partSent()).toBe(true);
    body.destroy(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
    await expect(stored).rejects.toThrow();
    expect(server.requests.some((line) => /^DELETE .*uploadId=/.test(line))).toBe(true);
    expect(server.openUploads()).toBe(0);
    await expectCode(s3.head(key), 'NOT_FOUND');
  });

  it('aborts the multipart uploads a dead process left open, not one just begun', async () => {
    const s3 = storage();
    const before = server.openUploads();
    for (const key of [newObjectKey(6), newObjectKey(6)]) {
      await s3.client.send(
        new CreateMultipartUploadCommand({ Bucket: server.bucket, Key: key, ContentType: 'text/plain' }),
      );
    }
    expect(await s3.sweepAbandonedUploads()).toBe(0);
    expect(server.openUploads()).toBe(before + 2);
    const twoHoursOn = new Date(Date.now() + 2 * 60 * 60 * 1000);
    expect(await s3.sweepAbandonedUploads({ now: twoHoursOn })).toBe(before + 2);
    expect(server.openUploads()).toBe(0);
  });

  it('signs every request with SigV4 (the server refused none), and a wrong secret is refused', async () => {
    expect(server.refused).toEqual([]);
    const wrong = createS3Storage({
      endpoint: server.endpoint,
      region: server.region,
      bucket: server.bucket,
      accessKeyId: server.accessKeyId,
      secretAccessKey: 'not-the-secret',
      forcePathStyle: true,
    });
    await expect(
      wrong.put(newObjectKey(5), Readable.from([Buffer.from('x')]), {
        contentType: 'text/plain',
        maxBytes: 10,
      }),
    ).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    expect(server.refused).toHaveLength(1);
  });
});
