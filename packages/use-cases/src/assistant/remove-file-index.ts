import { type Db, withTenant } from '@grantflow/db/client';
import { deleteFileChunks } from '@grantflow/db/repositories/document-index';

/**
 * Drops a deleted file's passages (`file.deleted`). The foreign key already cascades when the row goes;
 * this covers a file whose row is kept (a soft delete) and is a no-op when run again.
 */
export async function removeFileIndex(options: {
  db: Db;
  organizationId: number;
  fileId: number;
}): Promise<{ removed: number }> {
  const { db, organizationId, fileId } = options;
  const removed = await withTenant(db, organizationId, (tx) => deleteFileChunks(tx, organizationId, fileId));
  return { removed };
}
