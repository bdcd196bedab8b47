import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from './config.ts';
import { StorageError } from './errors.ts';

async function checkWritableDirectory(root: string): Promise<void> {
  // A real write, not access(): a read-only root filesystem or a missing volume shows only when writing.
  const probe = path.join(root, `.ready-${randomUUID()}`);
  try {
    await mkdir(root, { recursive: true });
    await writeFile(probe, '');
    await rm(probe, { force: true });
  } catch (error) {
    throw new StorageError('STORAGE_UNAVAILABLE', `${root} is not writable`, {}, { cause: error });
  }
}

/**
 * A readiness check for the file storage the configuration names: the local directory can be written
 * (DATA_DIR/files on a writable volume), or the bucket exists and the keys may reach it (HeadBucket).
 * Uploads would fail otherwise, so the service must not count as ready.
 */
export function storageCheck(config: StorageConfig): () => Promise<void> {
  if (config.kind === 'disk') return () => checkWritableDirectory(config.root);
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    maxAttempts: 1,
  });
  return async () => {
    try {
      await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      const reason =
        status === 404 ? 'does not exist' : status === 403 ? 'refuses these keys' : 'is not reachable';
      throw new StorageError(
        'STORAGE_UNAVAILABLE',
        `bucket ${config.bucket} ${reason}`,
        {},
        { cause: error },
      );
    }
  };
}
