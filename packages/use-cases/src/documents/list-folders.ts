import { withTenant } from '@grantflow/db/client';
import { type FileRecord, funderFiles, listFolderPaths } from '@grantflow/db/repositories/documents';
import { assertFunderExists } from '@grantflow/db/repositories/funders';
import { folderName, parentFolderPath } from '@grantflow/domain/documents/document-paths';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';
import type { FolderView } from './documents-deps.ts';

export interface ListFoldersOptions extends TenantUseCaseOptions {
  funderId: number;
  /** Also read every folder's children (one more statement for all of them, not one per folder). */
  withChildren?: boolean;
}

/** Every folder of the funder (root excluded), by path; FUNDER_NOT_FOUND when not the organisation's. */
export async function listFolders(options: ListFoldersOptions): Promise<FolderView[]> {
  const { db, organization, funderId } = options;
  return withTenant(db, organization.id, async (tx) => {
    await assertFunderExists(tx, organization.id, funderId);
    const paths = await listFolderPaths(tx, organization.id, funderId);
    if (!options.withChildren) return paths.map((path) => ({ funderId, path }));
    const subFolders = new Map<string, string[]>(paths.map((path) => [path, []]));
    for (const path of paths) {
      const parent = parentFolderPath(path);
      if (parent !== null) subFolders.get(parent)?.push(folderName(path));
    }
    const filesIn = new Map<string, FileRecord[]>();
    for (const file of await funderFiles(tx, organization.id, funderId)) {
      filesIn.set(file.folderPath, [...(filesIn.get(file.folderPath) ?? []), file]);
    }
    return paths.map((path) => ({
      funderId,
      path,
      children: { folders: (subFolders.get(path) ?? []).sort(), files: filesIn.get(path) ?? [] },
    }));
  });
}
