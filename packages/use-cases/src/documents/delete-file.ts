import { withTenant } from '@grantflow/db/client';
import { deleteFileRow } from '@grantflow/db/repositories/documents';
import { stillReferencedKeys } from '@grantflow/db/repositories/file-links';
import { FILE_HISTORY_FIELDS } from '../history/history-fields.ts';
import { recordChange } from '../history/record-change.ts';
import type { DocumentsUseCaseOptions } from './documents-deps.ts';
import { removeObjects } from './remove-objects.ts';

/**
 * Deletes the file's row, then its object unless another row (a link) still names it, and publishes `file.deleted`. FILE_NOT_FOUND when the file is
 * not the organisation's.
 */
export async function deleteFile(options: DocumentsUseCaseOptions & { id: number }): Promise<{ id: number }> {
  const { db, organization, id } = options;
  const { file, shared } = await withTenant(db, organization.id, async (tx) => {
    const deleted = await deleteFileRow(tx, organization.id, id);
    await recordChange({
      tx,
      organizationId: organization.id,
      subject: { type: 'FILE', id },
      funderId: deleted.funderId,
      userId: options.actorId,
      before: { ...deleted },
      after: null,
      fields: FILE_HISTORY_FIELDS,
    });
    return { file: deleted, shared: await stillReferencedKeys(tx, organization.id, [deleted.storageKey]) };
  });
  await removeObjects(options, [file], shared);
  return { id };
}
