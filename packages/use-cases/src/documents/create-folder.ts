import { withTenant } from '@grantflow/db/client';
import { createFolderWithAncestors, folderChildren } from '@grantflow/db/repositories/documents';
import { assertFunderExists } from '@grantflow/db/repositories/funders';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';
import type { FolderView } from './documents-deps.ts';

/**
 * Creates the folder and its missing ancestors (idempotent: an existing folder is returned as it is), with
 * its children. FUNDER_NOT_FOUND when the funder is not the organisation's.
 */
export async function createFolder(
  options: TenantUseCaseOptions & { funderId: number; path: string },
): Promise<FolderView> {
  const { db, organization, funderId, path } = options;
  return withTenant(db, organization.id, async (tx) => {
    await assertFunderExists(tx, organization.id, funderId);
    await createFolderWithAncestors(tx, organization.id, funderId, path);
    return { funderId, path, children: await folderChildren(tx, organization.id, funderId, path) };
  });
}
