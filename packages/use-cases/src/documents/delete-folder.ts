import { withTenant } from '@grantflow/db/client';
import { deleteFolderTree, folderExists } from '@grantflow/db/repositories/documents';
import { stillReferencedKeys } from '@grantflow/db/repositories/file-links';
import { assertFunderExists } from '@grantflow/db/repositories/funders';
import { DomainError } from '@grantflow/domain/shared/errors';
import type { DocumentsUseCaseOptions } from './documents-deps.ts';
import { removeObjects } from './remove-objects.ts';

/**
 * Deletes the folder, its sub-folders and their files in one transaction, then the files' objects (those
 * no other row links), and
 * publishes `file.deleted` for each file. Returns the deleted (stored) path. FUNDER_NOT_FOUND /
 * FOLDER_NOT_FOUND when they are not the organisation's.
 */
export async function deleteFolder(
  options: DocumentsUseCaseOptions & { funderId: number; path: string },
): Promise<{ path: string; deletedFiles: number }> {
  const { db, organization, funderId, path } = options;
  const deleted = await withTenant(db, organization.id, async (tx) => {
    await assertFunderExists(tx, organization.id, funderId);
    if (!(await folderExists(tx, organization.id, funderId, path))) throw new DomainError('FOLDER_NOT_FOUND');
    const files = await deleteFolderTree(tx, organization.id, funderId, path);
    const keys = files.map((file) => file.storageKey);
    return { files, shared: await stillReferencedKeys(tx, organization.id, keys) };
  });
  await removeObjects(options, deleted.files, deleted.shared);
  return { path, deletedFiles: deleted.files.length };
}
