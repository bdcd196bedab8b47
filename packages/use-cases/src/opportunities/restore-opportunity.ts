import { withTenant } from '@grantflow/db/client';
import { getOpportunity } from '@grantflow/db/repositories/opportunities';
import { restoreOpportunity as restoreRow } from '@grantflow/db/repositories/opportunity-choices';
import type { OpportunityChoiceOptions } from './dismiss-opportunity.ts';
import { type MatchedOpportunity, withMatchReasonsOf } from './matched-opportunities.ts';

/** restoreOpportunity: undoes "Not for us"; restoring one never dismissed changes nothing. */
export async function restoreOpportunity(options: OpportunityChoiceOptions): Promise<MatchedOpportunity> {
  const { db, organization, id } = options;
  return withTenant(db, organization.id, async (tx) => {
    await getOpportunity(tx, organization.id, id);
    await restoreRow(tx, organization.id, id);
    return withMatchReasonsOf(tx, organization.id, await getOpportunity(tx, organization.id, id));
  });
}
