import { withTenant } from '@grantflow/db/client';
import { listFolderPaths } from '@grantflow/db/repositories/documents';
import { assertFunderExists } from '@grantflow/db/repositories/funders';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';
import type { FolderView } from './documents-deps.ts';

/** Every folder of the funder (root excluded), by path; FUNDER_NOT_FOUND when not the organisation's. */
export async function listFolders(
  options: TenantUseCaseOptions & { funderId: number },
): Promise<FolderView[]> {
  const { db, organization, funderId } = options;
  return withTenant(db, organization.id, async (tx) => {
    await assertFunderExists(tx, organization.id, funderId);
    const paths = await listFolderPaths(tx, organization.id, funderId);
    return paths.map((path) => ({ funderId, path }));
  });
}
