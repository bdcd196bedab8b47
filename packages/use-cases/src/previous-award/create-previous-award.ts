import { withTenant } from '@grantflow/db/client';
import { type ApplicationRecord, getApplication } from '@grantflow/db/repositories/applications';
import { createPreviousAward as insertPreviousAward } from '@grantflow/db/repositories/previous-awards';
import { yearOnlyAwardDate } from '@grantflow/domain/application/year-only-award-date';
import { dollarsToCents } from '@grantflow/domain/money/money-units';
import { APPLICATION_HISTORY_FIELDS, applicationHistoryRecord } from '../history/history-fields.ts';
import { recordChange } from '../history/record-change.ts';
import { derivationToday, type TenantUseCaseOptions } from '../shared/use-case-options.ts';

export interface CreatePreviousAwardOptions extends TenantUseCaseOptions {
  funderId: number;
  programId: number;
  /** Dollars. */
  amountAwarded: number;
  submissionDate: string;
  /** The award date; when null, `awardedYear` dates it (packages/domain's yearOnlyAwardDate). */
  awardedDate: string | null;
  awardedYear?: number | null;
}

/** Records a past award as a one-time grant with one AWARDED application and returns that application. */
export async function createPreviousAward(options: CreatePreviousAwardOptions): Promise<ApplicationRecord> {
  const { db, organization, submissionDate, awardedDate } = options;
  const receivementDate = awardedDate ?? yearOnlyAwardDate(options.awardedYear ?? 0, submissionDate);
  return withTenant(db, organization.id, async (tx) => {
    const id = await insertPreviousAward(tx, organization.id, {
      funderId: options.funderId,
      programId: options.programId,
      amountAwardedCents: dollarsToCents(options.amountAwarded),
      submissionDate,
      receivementDate,
      isPrecisionByYear: awardedDate === null,
    });
    const application = await getApplication(tx, organization.id, id, derivationToday(options.today));
    await recordChange({
      tx,
      organizationId: organization.id,
      subject: { type: 'APPLICATION', id },
      funderId: options.funderId,
      userId: options.actorId,
      before: null,
      after: applicationHistoryRecord(application, options.programId),
      fields: APPLICATION_HISTORY_FIELDS,
    });
    return application;
  });
}
