import type { FileRecord } from '@grantflow/db/repositories/documents';
import { isObjectKey } from '@grantflow/storage/keys';
import type { DocumentsUseCaseOptions } from './documents-deps.ts';

/**
 * After the rows are gone (committed): removes each file's object and announces `file.deleted`. The
 * deletion has happened for the user whatever the store answers, so a failed object removal is not
 * rethrown (the object is orphaned, never reachable: no row names its key); a failed publication is.
 * Keys this package did not generate are never handed to the store, nor keys in `shared`: those another
 * row still names (a renewal folder's link, see @grantflow/db/repositories/file-links), read in the
 * deleting transaction.
 */
export async function removeObjects(
  options: Pick<DocumentsUseCaseOptions, 'storage' | 'publishFileEvent' | 'organization'>,
  deleted: readonly FileRecord[],
  shared: ReadonlySet<string> = new Set(),
): Promise<void> {
  const keys = new Set(deleted.map((file) => file.storageKey).filter((key) => !shared.has(key)));
  await Promise.allSettled(
    [...keys].map((key) => (isObjectKey(key) ? options.storage.delete(key) : undefined)),
  );
  const stamp = Date.now();
  for (const file of deleted) {
    await options.publishFileEvent(
      { type: 'file.deleted', organizationId: options.organization.id, fileId: file.id },
      stamp,
    );
  }
}
