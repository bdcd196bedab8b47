import { withTenant } from '@grantflow/db/client';
import { deleteApplication as deleteApplicationRow } from '@grantflow/db/repositories/applications';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';

/** Deletes the application and its reports; APPLICATION_NOT_FOUND when the organisation has no such one. */
export async function deleteApplication(
  options: TenantUseCaseOptions & { id: number },
): Promise<{ id: number }> {
  const { db, organization, id } = options;
  await withTenant(db, organization.id, (tx) => deleteApplicationRow(tx, organization.id, id));
  return { id };
}
