import { withTenant } from '@grantflow/db/client';
import { folderChildren, folderExists } from '@grantflow/db/repositories/documents';
import { assertFunderExists } from '@grantflow/db/repositories/funders';
import { DomainError } from '@grantflow/domain/shared/errors';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';
import type { FolderView } from './documents-deps.ts';

export interface GetFolderOptions extends TenantUseCaseOptions {
  funderId: number;
  /** Stored form ('/' = root). */
  path: string;
  search?: string | null;
}

/**
 * The folder with its sub-folders and files (filtered by `search` when given), in one tenant transaction.
 * FUNDER_NOT_FOUND / FOLDER_NOT_FOUND when the funder or the folder is not the organisation's.
 */
export async function getFolder(options: GetFolderOptions): Promise<FolderView> {
  const { db, organization, funderId, path } = options;
  const search = options.search ?? null;
  return withTenant(db, organization.id, async (tx) => {
    await assertFunderExists(tx, organization.id, funderId);
    if (!(await folderExists(tx, organization.id, funderId, path))) throw new DomainError('FOLDER_NOT_FOUND');
    const children = await folderChildren(tx, organization.id, funderId, path, search);
    return { funderId, path, children, search };
  });
}
