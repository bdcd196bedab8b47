import { withTenant } from '@grantflow/db/client';
import { getOpportunity, type OpportunityRecord } from '@grantflow/db/repositories/opportunities';
import { dismissOpportunity as dismissRow } from '@grantflow/db/repositories/opportunity-choices';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';

export interface OpportunityChoiceOptions extends TenantUseCaseOptions {
  id: number;
}

/** dismissOpportunity ("Not for us"): hidden from this organisation's results until restored. */
export async function dismissOpportunity(options: OpportunityChoiceOptions): Promise<OpportunityRecord> {
  const { db, organization, id } = options;
  return withTenant(db, organization.id, async (tx) => {
    await getOpportunity(tx, organization.id, id);
    await dismissRow(tx, organization.id, id);
    return getOpportunity(tx, organization.id, id);
  });
}
