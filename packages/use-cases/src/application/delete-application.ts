import { withTenant } from '@grantflow/db/client';
import { deleteApplication as deleteApplicationRow } from '@grantflow/db/repositories/applications';
import { recordDeletion } from '../history/record-deletion.ts';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';

/** Deletes the application and its reports; APPLICATION_NOT_FOUND when the organisation has no such one. */
export async function deleteApplication(
  options: TenantUseCaseOptions & { id: number },
): Promise<{ id: number }> {
  const { db, organization, id } = options;
  await withTenant(db, organization.id, async (tx) => {
    await recordDeletion(tx, options, { type: 'APPLICATION', id });
    await deleteApplicationRow(tx, organization.id, id);
  });
  return { id };
}
