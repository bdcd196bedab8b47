import type { ApplicationRecord } from '@grantflow/db/repositories/applications';
import type { GrantRecord } from '@grantflow/db/repositories/grants';
import { firstApplication } from '@grantflow/domain/grant/first-application';
import { planGrantApplications } from '@grantflow/domain/grant/plan-grant-applications';
import { recurrenceCountFor, recurringDeadlines } from '@grantflow/domain/grant/recurring-deadlines';
import { dollarsToCents } from '@grantflow/domain/money/money-units';
import {
  applicationPayloadIssues,
  throwIfAnswerContradiction,
} from '@grantflow/validation/application-payload';
import type { GrantCreateArgs } from '@grantflow/validation/grant';
import {
  APPLICATION_HISTORY_FIELDS,
  applicationHistoryRecord,
  GRANT_HISTORY_FIELDS,
} from '../history/history-fields.ts';
import { storeOf, type TenantStoreOptions } from '../shared/tenant-store.ts';
import { derivationToday, throwIfIssues, validationToday } from '../shared/use-case-options.ts';
import { type CreateGrantRepositories, dbCreateGrantRepositories } from './create-grant-repositories.ts';

export type CreateGrantOptions = TenantStoreOptions<CreateGrantRepositories> & {
  /** The parsed args (grantCreateArgsSchema); amounts in dollars. */
  input: GrantCreateArgs;
};

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
  const { organization, input } = options;
  const today = validationToday(options.today);
  throwIfIssues(
    applicationPayloadIssues(input.application, { today, frequency: input.frequency }, ['application']),
  );
  const { application } = input;
  // The same refusal as updateApplication's, for callers that did not parse with grantCreateArgsSchema.
  throwIfAnswerContradiction({
    submitted: Boolean(application.submission),
    awarded: Boolean(application.award),
    declined: application.declined === true,
    notApplied: application.notApply === true || application.isSubmittedAsIneligible === true,
  });
  const count = recurrenceCountFor(input.frequency, input.recurrenceCount);
  const { submission, award, ...rest } = application;
  const first = firstApplication({
    ...rest,
    submission: submission && { ...submission, amountRequested: dollarsToCents(submission.amountRequested) },
    award: award && { ...award, amountAwarded: dollarsToCents(award.amountAwarded) },
  });
  const applications = planGrantApplications(first, recurringDeadlines(first.deadline, count));
  return storeOf(options, dbCreateGrantRepositories).transaction(organization.id, async (repositories) => {
    const created = await repositories.insertGrant({
      funderId: input.funderId,
      programId: input.programId,
      frequency: input.frequency,
      recurrenceCount: count,
      applications,
    });
    const day = derivationToday(options.today);
    const loaded = await repositories.loadApplications(created.applicationIds, day);
    const grant = await repositories.getGrant(created.grantId, day);
    const stored = created.applicationIds.flatMap((id) => loaded.get(id) ?? []);
    const base = { funderId: grant.funderId, userId: options.actorId, before: null };
    await repositories.recordChange({
      ...base,
      subject: { type: 'GRANT', id: grant.id },
      after: { ...grant },
      fields: GRANT_HISTORY_FIELDS,
    });
    for (const created of stored) {
      await repositories.recordChange({
        ...base,
        subject: { type: 'APPLICATION', id: created.id },
        after: applicationHistoryRecord(created, grant.programId),
        fields: APPLICATION_HISTORY_FIELDS,
      });
    }
    return { grant, applications: stored };
  });
}
