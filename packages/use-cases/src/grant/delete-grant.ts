import { withTenant } from '@grantflow/db/client';
import { deleteGrant as deleteGrantRow } from '@grantflow/db/repositories/grants';
import { recordDeletion } from '../history/record-deletion.ts';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';

/** Deletes the grant with its applications and reports; GRANT_NOT_FOUND when the organisation has none. */
export async function deleteGrant(options: TenantUseCaseOptions & { id: number }): Promise<{ id: number }> {
  const { db, organization, id } = options;
  await withTenant(db, organization.id, async (tx) => {
    await recordDeletion(tx, options, { type: 'GRANT', id });
    await deleteGrantRow(tx, organization.id, id);
  });
  return { id };
}
