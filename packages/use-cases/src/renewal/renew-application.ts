import { type DbTransaction, withTenant } from '@grantflow/db/client';
import {
  type ApplicationRecord,
  loadApplicationReports,
  loadApplications,
} from '@grantflow/db/repositories/applications';
import { createFolderWithAncestors } from '@grantflow/db/repositories/documents';
import { filesToLink, linkFiles } from '@grantflow/db/repositories/file-links';
import type { ApplicationLoad } from '@grantflow/db/repositories/load';
import { insertRenewal, lockRenewalSource, renewalOf } from '@grantflow/db/repositories/renewals';
import { addYears } from '@grantflow/domain/dates/date-arithmetic';
import { storedFolderPath } from '@grantflow/domain/documents/document-paths';
import { nextCycle, renewalFolderName } from '@grantflow/domain/renewal/next-cycle';
import { DomainError } from '@grantflow/domain/shared/errors';
import { derivationToday, type TenantUseCaseOptions } from '../shared/use-case-options.ts';

export interface RenewApplicationOptions extends TenantUseCaseOptions {
  /** The awarded application to renew. */
  id: number;
  load?: ApplicationLoad;
}

/**
 * renewApplication: creates the next cycle of an awarded application, in one transaction: an open
 * (NOT_APPLY) application of the same grant (so the same funder and program) with the same deadline type,
 * the next cycle's deadline (`nextCycle`), the amount requested prefilled from the award, the reports moved
 * forward by as many years as the deadline, and a "Renewal {year}" folder in the funder's documents with a
 * link to each file added to the funder's documents since the previous cycle began (its deadline − 1 year).
 *
 * Idempotent: the source row is locked and its renewal looked up first, and `renewed_from_id` is unique, so
 * a second (or concurrent) call returns the first renewal. APPLICATION_NOT_FOUND when the application is
 * not the organisation's; CONFLICT (params.reason NOT_AWARDED / NOT_LATEST) when it cannot be renewed.
 */
export async function renewApplication(options: RenewApplicationOptions): Promise<ApplicationRecord> {
  const { db, organization, id } = options;
  const today = derivationToday(options.today);
  const org = organization.id;
  return withTenant(db, org, async (tx) => {
    const source = await lockRenewalSource(tx, org, id);
    if (!source) throw new DomainError('APPLICATION_NOT_FOUND');
    let renewalId = await renewalOf(tx, org, id);
    if (renewalId === null) {
      if (source.status !== 'AWARDED')
        throw new DomainError('CONFLICT', 'Only an awarded application can be renewed.', {
          params: { reason: 'NOT_AWARDED' },
        });
      if (source.hasLaterApplication)
        throw new DomainError('CONFLICT', 'A later application of this funder and program exists.', {
          params: { reason: 'NOT_LATEST' },
        });
      const cycle = nextCycle(source.deadline, today);
      const previousReports = (await loadApplicationReports(tx, org, [id])).get(id) ?? [];
      renewalId = await insertRenewal(tx, org, {
        renewedFromId: id,
        grantId: source.grantId,
        deadline: cycle.deadline,
        deadlineType: source.deadlineType,
        amountRequestedCents: source.amountAwardedCents,
        reports: previousReports.map((report) => ({
          urgency: report.urgency,
          deadline: addYears(report.deadline, cycle.years),
          description: report.description,
        })),
      });
      // The lock makes a lost race impossible; the unique key is the second wall.
      if (renewalId === null) renewalId = await renewalOf(tx, org, id);
      else await linkPreviousFiles(tx, org, source.funderId, source.deadline, cycle.deadline);
    }
    if (renewalId === null) throw new DomainError('APPLICATION_NOT_FOUND');
    const renewal = (await loadApplications(tx, org, [renewalId], today, options.load)).get(renewalId);
    if (!renewal) throw new DomainError('APPLICATION_NOT_FOUND');
    return renewal;
  });
}

async function linkPreviousFiles(
  tx: DbTransaction,
  organizationId: number,
  funderId: number,
  previousDeadline: string,
  nextDeadline: string,
): Promise<void> {
  const folder = storedFolderPath([renewalFolderName(nextDeadline)]);
  await createFolderWithAncestors(tx, organizationId, funderId, folder);
  const sources = await filesToLink(tx, organizationId, funderId, addYears(previousDeadline, -1));
  await linkFiles(tx, organizationId, funderId, folder, sources);
}
