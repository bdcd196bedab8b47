import { withTenant } from '@grantflow/db/client';
import { type ApplicationRecord, loadApplications } from '@grantflow/db/repositories/applications';
import type { ApplicationLoad } from '@grantflow/db/repositories/load';
import { renewalSources } from '@grantflow/db/repositories/renewals';
import { DEFAULT_RENEWAL_WINDOW_DAYS, isRenewalDue, nextCycle } from '@grantflow/domain/renewal/next-cycle';
import { derivationToday, type TenantUseCaseOptions } from '../shared/use-case-options.ts';

export interface Renewal {
  application: ApplicationRecord;
  /** yyyy-MM-dd: the next cycle's deadline (`nextCycle`). */
  suggestedDeadline: string;
  /** The last award's amount, cents; null when it had none. */
  suggestedAmountRequestedCents: number | null;
}

export interface ListRenewalsOptions extends TenantUseCaseOptions {
  /** Parsed (renewalsArgsSchema): 0..3660, default 120. */
  withinDays?: number;
  /** Only this funder's applications (the funder profile's "next due"). */
  funderId?: number;
  /** What of each application to load (the GraphQL selection); everything by default. */
  load?: ApplicationLoad;
}

/**
 * Awarded applications, latest of their funder and program, whose next cycle falls due within
 * `withinDays` (an anniversary that has passed moves on to the next one), soonest first. Three statements
 * whatever the number: the sources, then the applications as `load` asks.
 */
export async function listRenewals(options: ListRenewalsOptions): Promise<Renewal[]> {
  const { db, organization } = options;
  const today = derivationToday(options.today);
  const withinDays = options.withinDays ?? DEFAULT_RENEWAL_WINDOW_DAYS;
  return withTenant(db, organization.id, async (tx) => {
    const due = (await renewalSources(tx, organization.id, options.funderId))
      .map((source) => ({ source, cycle: nextCycle(source.deadline, today) }))
      .filter(({ cycle }) => isRenewalDue(cycle.deadline, today, withinDays))
      .sort(
        (x, y) =>
          x.cycle.deadline.localeCompare(y.cycle.deadline) || x.source.applicationId - y.source.applicationId,
      );
    const applications = await loadApplications(
      tx,
      organization.id,
      due.map(({ source }) => source.applicationId),
      today,
      options.load,
    );
    return due.flatMap(({ source, cycle }) => {
      const application = applications.get(source.applicationId);
      return application
        ? [
            {
              application,
              suggestedDeadline: cycle.deadline,
              suggestedAmountRequestedCents: source.amountAwardedCents,
            },
          ]
        : [];
    });
  });
}
