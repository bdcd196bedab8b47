import { withTenant } from '@grantflow/db/client';
import { type FullApplicationRecord, getApplication } from '@grantflow/db/repositories/applications';
import { createFunder } from '@grantflow/db/repositories/funders';
import { getOpportunity } from '@grantflow/db/repositories/opportunities';
import {
  funderIdByName,
  insertTrackedGrant,
  lockTrackedApplication,
} from '@grantflow/db/repositories/opportunity-choices';
import { firstApplication } from '@grantflow/domain/grant/first-application';
import { DomainError } from '@grantflow/domain/shared/errors';
import { derivationToday } from '../shared/use-case-options.ts';
import type { OpportunityChoiceOptions } from './dismiss-opportunity.ts';

/**
 * trackOpportunity (docs/product.md, Find grants): in one transaction, the funder named after the agency
 * (reused when the organisation has one of that name), a one-time grant and its first application with the
 * close date as deadline, linked to the opportunity. A second call answers the same application.
 */
export async function trackOpportunity(options: OpportunityChoiceOptions): Promise<FullApplicationRecord> {
  const { db, organization, id } = options;
  const today = derivationToday(options.today);
  return withTenant(db, organization.id, async (tx) => {
    const opportunity = await getOpportunity(tx, organization.id, id);
    const tracked = await lockTrackedApplication(tx, organization.id, id);
    if (tracked !== null) return getApplication(tx, organization.id, tracked, today);
    if (!opportunity.closeDate)
      throw new DomainError('OPPORTUNITY_WITHOUT_CLOSE_DATE', undefined, { params: { id } });
    const funderId =
      (await funderIdByName(tx, organization.id, opportunity.agencyName)) ??
      (await createFunder(tx, organization.id, { name: opportunity.agencyName, type: 'GOVERNMENT' }, null));
    const application = firstApplication({ deadline: opportunity.closeDate, deadlineType: 'REQUIRED' });
    const applicationId = await insertTrackedGrant(tx, organization.id, {
      opportunityId: id,
      funderId,
      application,
    });
    return getApplication(tx, organization.id, applicationId, today);
  });
}
