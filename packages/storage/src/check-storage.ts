import type { FileStorage, StorageCheck } from './file-storage.ts';

export type { StorageCheck, StorageProblem } from './file-storage.ts';

/**
 * Whether the configured storage can take files: HeadBucket on S3 (the bucket must exist; nothing here
 * creates it), a probe write on disk. For a service's start-up message and its /ready answer.
 */
export function checkStorage(
  storage: FileStorage,
  options: { timeoutMs?: number } = {},
): Promise<StorageCheck> {
  return storage.check(options);
}
