import type { ApplicationRecord } from '@grantflow/db/repositories/applications';
import { deriveApplicationStatus } from '@grantflow/domain/application/derive-application-status';
import { responseDays } from '@grantflow/domain/application/response-days';

/** Single items take their derived values from packages/domain (lists take them from SQL). */
export function withDomainDerivations(application: ApplicationRecord, today: string): ApplicationRecord {
  const facts = {
    status: application.status,
    declined: application.declined,
    submission: application.submissionDate ? { submissionDate: application.submissionDate } : null,
    award: application.amountAwardedCents === null ? null : { receivementDate: application.receivementDate },
  };
  return {
    ...application,
    displayStatus: deriveApplicationStatus(facts, today),
    responseDays: responseDays(facts, today),
  };
}
