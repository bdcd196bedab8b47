import type { ApplicationRecord } from '@grantflow/db/repositories/applications';
import type { ApplicationLoad } from '@grantflow/db/repositories/load';
import { addYears } from '@grantflow/domain/dates/date-arithmetic';
import { storedFolderPath } from '@grantflow/domain/documents/document-paths';
import { nextCycle, renewalFolderName } from '@grantflow/domain/renewal/next-cycle';
import { DomainError } from '@grantflow/domain/shared/errors';
import { storeOf, type TenantStoreOptions } from '../shared/tenant-store.ts';
import { derivationToday } from '../shared/use-case-options.ts';
import { dbRenewalRepositories, type RenewalRepositories } from './renewal-repositories.ts';

export type RenewApplicationOptions = TenantStoreOptions<RenewalRepositories> & {
  /** The awarded application to renew. */
  id: number;
  load?: ApplicationLoad;
};

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
  const { organization, id } = options;
  const today = derivationToday(options.today);
  const store = storeOf(options, dbRenewalRepositories);
  return store.transaction(organization.id, async (repositories) => {
    const source = await repositories.lockSource(id);
    if (!source) throw new DomainError('APPLICATION_NOT_FOUND');
    let renewalId = await repositories.renewalOf(id);
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
      const previousReports = await repositories.reportsOf(id);
      renewalId = await repositories.insertRenewal({
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
      if (renewalId === null) renewalId = await repositories.renewalOf(id);
      else {
        const folder = storedFolderPath([renewalFolderName(cycle.deadline)]);
        await repositories.linkFilesSince(source.funderId, folder, addYears(source.deadline, -1));
      }
    }
    if (renewalId === null) throw new DomainError('APPLICATION_NOT_FOUND');
    const renewal = await repositories.loadApplication(renewalId, today, options.load);
    if (!renewal) throw new DomainError('APPLICATION_NOT_FOUND');
    return renewal;
  });
}
