import { withTenant } from '@grantflow/db/client';
import { getOpportunity } from '@grantflow/db/repositories/opportunities';
import { dismissOpportunity as dismissRow } from '@grantflow/db/repositories/opportunity-choices';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';
import { type MatchedOpportunity, withMatchReasonsOf } from './matched-opportunities.ts';

export interface OpportunityChoiceOptions extends TenantUseCaseOptions {
  id: number;
}

/** dismissOpportunity ("Not for us"): hidden from this organisation's results until restored. */
export async function dismissOpportunity(options: OpportunityChoiceOptions): Promise<MatchedOpportunity> {
  const { db, organization, id } = options;
  return withTenant(db, organization.id, async (tx) => {
    await getOpportunity(tx, organization.id, id);
    await dismissRow(tx, organization.id, id);
    return withMatchReasonsOf(tx, organization.id, await getOpportunity(tx, organization.id, id));
  });
}
