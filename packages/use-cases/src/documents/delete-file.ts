import { withTenant } from '@grantflow/db/client';
import { deleteFileRow } from '@grantflow/db/repositories/documents';
import type { DocumentsUseCaseOptions } from './documents-deps.ts';
import { removeObjects } from './remove-objects.ts';

/**
 * Deletes the file's row, then its object, and publishes `file.deleted`. FILE_NOT_FOUND when the file is
 * not the organisation's.
 */
export async function deleteFile(options: DocumentsUseCaseOptions & { id: number }): Promise<{ id: number }> {
  const { db, organization, id } = options;
  const file = await withTenant(db, organization.id, (tx) => deleteFileRow(tx, organization.id, id));
  await removeObjects(options, [file]);
  return { id };
}
