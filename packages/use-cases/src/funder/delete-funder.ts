import { withTenant } from '@grantflow/db/client';
import { deleteFunderFiles } from '@grantflow/db/repositories/documents';
import { stillReferencedKeys } from '@grantflow/db/repositories/file-links';
import { deleteFunder as deleteFunderRow } from '@grantflow/db/repositories/funders';
import type { DocumentsUseCaseOptions } from '../documents/documents-deps.ts';
import { removeObjects } from '../documents/remove-objects.ts';
import { recordChange } from '../history/record-change.ts';

/**
 * Deletes the funder with its grants, applications, reports, folders and files in one transaction, then (once
 * committed) the files' stored objects, so a download link issued before answers 404; FUNDER_NOT_FOUND when absent.
 */
export async function deleteFunder(
  options: DocumentsUseCaseOptions & { id: number },
): Promise<{ id: number }> {
  const { db, organization, id } = options;
  const deleted = await withTenant(db, organization.id, async (tx) => {
    const files = await deleteFunderFiles(tx, organization.id, id);
    await deleteFunderRow(tx, organization.id, id);
    await recordChange({
      tx,
      organizationId: organization.id,
      subject: { type: 'FUNDER', id },
      funderId: id,
      userId: options.actorId,
      before: {},
      after: null,
      fields: [],
    });
    const keys = files.map((file) => file.storageKey);
    return { files, shared: await stillReferencedKeys(tx, organization.id, keys) };
  });
  await removeObjects(options, deleted.files, deleted.shared);
  return { id };
}
