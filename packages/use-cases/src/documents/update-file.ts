import { withTenant } from '@grantflow/db/client';
import {
  createFolderWithAncestors,
  type FileRecord,
  getFile,
  moveFile,
} from '@grantflow/db/repositories/documents';
import { isUniqueViolation } from '@grantflow/db/repositories/shared';
import { DomainError } from '@grantflow/domain/shared/errors';
import { FILE_HISTORY_FIELDS } from '../history/history-fields.ts';
import { recordChange } from '../history/record-change.ts';
import type { DocumentsUseCaseOptions } from './documents-deps.ts';

export interface UpdateFileOptions extends Omit<DocumentsUseCaseOptions, 'storage'> {
  id: number;
  /** New name (checked), or null to keep it. */
  name: string | null;
  /** New stored folder path, or null to keep it; missing folders are created. */
  folder: string | null;
}

const nameTaken = (name: string) => new DomainError('NAME_TAKEN', undefined, { params: { name } });

/**
 * Renames and/or moves a file. A name another file has in the target folder (case-insensitively) is
 * refused with NAME_TAKEN; FILE_NOT_FOUND when the file is not the organisation's. Publishes `file.renamed`
 * when something changed.
 */
export async function updateFile(options: UpdateFileOptions): Promise<FileRecord> {
  const { db, organization, id } = options;
  const result = await withTenant(db, organization.id, async (tx) => {
    const current = await getFile(tx, organization.id, id);
    const name = options.name ?? current.name;
    const folderPath = options.folder ?? current.folderPath;
    if (name === current.name && folderPath === current.folderPath) return { file: current, changed: false };
    if (folderPath !== current.folderPath) {
      await createFolderWithAncestors(tx, organization.id, current.funderId, folderPath);
    }
    const moved = await moveFile(tx, organization.id, id, { folderPath, name }).catch((error: unknown) => {
      // Two renames racing to one name: the unique key decides, the loser hears NAME_TAKEN.
      throw isUniqueViolation(error) ? nameTaken(name) : error;
    });
    if (!moved) throw nameTaken(name);
    await recordChange({
      tx,
      organizationId: organization.id,
      subject: { type: 'FILE', id },
      funderId: current.funderId,
      userId: options.actorId,
      before: { ...current },
      after: { ...moved },
      fields: FILE_HISTORY_FIELDS,
    });
    return { file: moved, changed: true };
  });
  if (result.changed) {
    await options.publishFileEvent(
      { type: 'file.renamed', organizationId: organization.id, fileId: result.file.id },
      result.file.updatedAt.getTime(),
    );
  }
  return result.file;
}
