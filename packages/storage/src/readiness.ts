import type { StorageConfig } from './config.ts';
import { createDiskStorage } from './disk-storage.ts';
import { StorageError } from './errors.ts';
import { createS3Storage } from './s3-storage.ts';

/**
 * A readiness check for the file storage the configuration names: the local directory can be written
 * (DATA_DIR/files on a writable volume), or the bucket exists and the keys may reach it (HeadBucket).
 * Uploads would fail otherwise, so the service must not count as ready. The verdict is the storage's own
 * `check()`, the same one a service logs at start.
 */
export function storageCheck(config: StorageConfig): () => Promise<void> {
  const storage = config.kind === 'disk' ? createDiskStorage({ root: config.root }) : createS3Storage(config);
  return async () => {
    const result = await storage.check();
    if (!result.ok) throw new StorageError('STORAGE_UNAVAILABLE', result.message, { problem: result.code });
  };
}
