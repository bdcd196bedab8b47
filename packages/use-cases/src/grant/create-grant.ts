import { withTenant } from '@grantflow/db/client';
import { type ApplicationRecord, loadApplications } from '@grantflow/db/repositories/applications';
import { type GrantRecord, getGrant, createGrant as insertGrant } from '@grantflow/db/repositories/grants';
import { firstApplication } from '@grantflow/domain/grant/first-application';
import { planGrantApplications } from '@grantflow/domain/grant/plan-grant-applications';
import { recurrenceCountFor, recurringDeadlines } from '@grantflow/domain/grant/recurring-deadlines';
import { dollarsToCents } from '@grantflow/domain/money/money-units';
import { applicationPayloadIssues } from '@grantflow/validation/application-payload';
import type { GrantCreateArgs } from '@grantflow/validation/grant';
import {
  derivationToday,
  type TenantUseCaseOptions,
  throwIfIssues,
  validationToday,
} from '../shared/use-case-options.ts';

export interface CreateGrantOptions extends TenantUseCaseOptions {
  /** The parsed args (grantCreateArgsSchema); amounts in dollars. */
  input: GrantCreateArgs;
}

export interface CreatedGrant {
  grant: GrantRecord;
  /** One per cycle, by deadline. */
  applications: ApplicationRecord[];
}

/**
 * createGrant: re-checks the application rules (docs/product.md, Validation), then stores the grant and its applications in one
 * transaction: ONE_TIME → 1; RECURRING → recurrenceCount, deadlines and reports one year apart.
 */
export async function createGrant(options: CreateGrantOptions): Promise<CreatedGrant> {
  const { db, organization, input } = options;
  const today = validationToday(options.today);
  throwIfIssues(
    applicationPayloadIssues(input.application, { today, frequency: input.frequency }, ['application']),
  );
  const count = recurrenceCountFor(input.frequency, input.recurrenceCount);
  const { submission, award, ...rest } = input.application;
  const first = firstApplication({
    ...rest,
    submission: submission && { ...submission, amountRequested: dollarsToCents(submission.amountRequested) },
    award: award && { ...award, amountAwarded: dollarsToCents(award.amountAwarded) },
  });
  const applications = planGrantApplications(first, recurringDeadlines(first.deadline, count));
  return withTenant(db, organization.id, async (tx) => {
    const created = await insertGrant(tx, organization.id, {
      funderId: input.funderId,
      programId: input.programId,
      frequency: input.frequency,
      recurrenceCount: count,
      applications,
    });
    const day = derivationToday(options.today);
    const loaded = await loadApplications(tx, organization.id, created.applicationIds, day);
    return {
      grant: await getGrant(tx, organization.id, created.grantId, day),
      applications: created.applicationIds.flatMap((id) => loaded.get(id) ?? []),
    };
  });
}
