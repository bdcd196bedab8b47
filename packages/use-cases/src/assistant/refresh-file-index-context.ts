import { type Db, withTenant } from '@grantflow/db/client';
import {
  getFileIndexState,
  getFileToIndex,
  setFileChunksContext,
} from '@grantflow/db/repositories/document-index';
import { fileContext } from './file-context.ts';

/**
 * After a rename or move (`file.renamed`): the passages keep their text, their names context takes the
 * file's new name and folder, so a search by the new name finds them. Idempotent.
 */
export async function refreshFileIndexContext(options: {
  db: Db;
  organizationId: number;
  fileId: number;
}): Promise<{ updated: number }> {
  const { db, organizationId, fileId } = options;
  return withTenant(db, organizationId, async (tx) => {
    const file = await getFileToIndex(tx, organizationId, fileId);
    const state = await getFileIndexState(tx, organizationId, fileId);
    if (!file || !state) return { updated: 0 };
    const updated = await setFileChunksContext(
      tx,
      organizationId,
      fileId,
      fileContext({ ...file, title: state.title }),
    );
    return { updated };
  });
}
