import { readAsTenant } from '@grantflow/db/client';
import { getOpportunity as getRow, type OpportunityRecord } from '@grantflow/db/repositories/opportunities';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';

/** getOpportunity: one opportunity with the organisation's dismissal and tracked application. */
export async function getOpportunity(
  options: TenantUseCaseOptions & { id: number },
): Promise<OpportunityRecord> {
  const { db, organization, id } = options;
  return readAsTenant(db, organization.id, (tx) => getRow(tx, organization.id, id));
}
