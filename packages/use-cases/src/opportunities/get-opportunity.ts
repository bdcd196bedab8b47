import { readAsTenant } from '@grantflow/db/client';
import { getOpportunity as getRow } from '@grantflow/db/repositories/opportunities';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';
import { type MatchedOpportunity, withMatchReasonsOf } from './matched-opportunities.ts';

/** getOpportunity: one opportunity with the organisation's dismissal, tracked application and match reasons. */
export async function getOpportunity(
  options: TenantUseCaseOptions & { id: number },
): Promise<MatchedOpportunity> {
  const { db, organization, id } = options;
  return readAsTenant(db, organization.id, async (tx) =>
    withMatchReasonsOf(tx, organization.id, await getRow(tx, organization.id, id)),
  );
}
