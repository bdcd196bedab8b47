import { withTenant } from '@grantflow/db/client';
import { deleteFunder as deleteFunderRow } from '@grantflow/db/repositories/funders';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';

/** Deletes the funder with its grants, applications and reports; FUNDER_NOT_FOUND when absent. */
export async function deleteFunder(options: TenantUseCaseOptions & { id: number }): Promise<{ id: number }> {
  const { db, organization, id } = options;
  await withTenant(db, organization.id, (tx) => deleteFunderRow(tx, organization.id, id));
  return { id };
}
