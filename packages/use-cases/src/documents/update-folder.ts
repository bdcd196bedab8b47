import { withTenant } from '@grantflow/db/client';
import {
  createFolderWithAncestors,
  type FileRecord,
  folderChildren,
  folderExists,
} from '@grantflow/db/repositories/documents';
import {
  folderPathTaken,
  folderTreeDepth,
  moveFolderTree,
  segmentCount,
} from '@grantflow/db/repositories/folder-move';
import { assertFunderExists } from '@grantflow/db/repositories/funders';
import { isUniqueViolation } from '@grantflow/db/repositories/shared';
import {
  FOLDER_MAX_DEPTH,
  folderName,
  parentFolderPath,
  storedFolderPath,
  wireFolderPath,
} from '@grantflow/domain/documents/document-paths';
import { pathProblemIssue } from '@grantflow/domain/documents/path-problem-issue';
import { DomainError } from '@grantflow/domain/shared/errors';
import type { DocumentsUseCaseOptions, FolderView } from './documents-deps.ts';

export interface UpdateFolderOptions extends Omit<DocumentsUseCaseOptions, 'storage'> {
  funderId: number;
  /** The folder, stored form; never the root. */
  path: string;
  /** New name (one checked segment), or null to keep it. */
  name: string | null;
  /** The stored folder it moves into, or null to keep its parent; missing folders are created. */
  parent: string | null;
}

const nameTaken = (name: string) => new DomainError('NAME_TAKEN', undefined, { params: { name } });
const isAtOrBelow = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);

/**
 * Renames and/or moves a folder with everything below it, in one transaction (docs/product.md, Funder
 * documents and cloud drives). Refused: FUNDER_NOT_FOUND / FOLDER_NOT_FOUND when not the organisation's,
 * FOLDER_MOVE_INTO_ITSELF below itself, NAME_TAKEN when the target exists (case-insensitively), VALIDATION
 * (TOO_DEEP) past the nesting limit. Returns the folder at its new path with its children and publishes
 * `file.renamed` for every file whose folder changed, so the assistant's index shows the new path.
 */
export async function updateFolder(options: UpdateFolderOptions): Promise<FolderView> {
  const { db, organization, funderId, path } = options;
  const org = organization.id;
  const result = await withTenant(db, org, async (tx) => {
    await assertFunderExists(tx, org, funderId);
    if (!(await folderExists(tx, org, funderId, path))) throw new DomainError('FOLDER_NOT_FOUND');
    const parent = options.parent ?? parentFolderPath(path) ?? '/';
    const name = options.name ?? folderName(path);
    if (isAtOrBelow(parent, path)) throw new DomainError('FOLDER_MOVE_INTO_ITSELF');
    const target = storedFolderPath([...wireFolderPath(parent).split('/').filter(Boolean), name]);
    let moved: FileRecord[] = [];
    if (target !== path) {
      if (segmentCount(target) + (await folderTreeDepth(tx, org, funderId, path)) > FOLDER_MAX_DEPTH) {
        const issue = pathProblemIssue('TOO_DEEP');
        throw new DomainError('VALIDATION', issue.message, { details: { parent: issue } });
      }
      if (await folderPathTaken(tx, org, funderId, target, path)) throw nameTaken(name);
      const tree = await moveFolderTree(tx, org, funderId, path, target).catch((error: unknown) => {
        // Two moves racing to one path: the unique keys decide, the loser hears NAME_TAKEN.
        throw isUniqueViolation(error) ? nameTaken(name) : error;
      });
      // Moved or deleted by someone else since it was found: nothing is left to move.
      if (tree.folderRows === 0 && tree.files.length === 0) throw new DomainError('FOLDER_NOT_FOUND');
      moved = tree.files;
      // The folder may have existed only through its files, and the one it left only through it: both keep a row.
      await createFolderWithAncestors(tx, org, funderId, target);
      await createFolderWithAncestors(tx, org, funderId, parentFolderPath(path) ?? '/');
    }
    return {
      view: { funderId, path: target, children: await folderChildren(tx, org, funderId, target) },
      moved,
    };
  });
  for (const file of result.moved) {
    await options.publishFileEvent(
      { type: 'file.renamed', organizationId: org, fileId: file.id },
      file.updatedAt.getTime(),
    );
  }
  return result.view;
}
