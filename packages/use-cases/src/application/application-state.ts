import type {
  ApplicationChanges,
  ApplicationRecord,
  FullApplicationRecord,
} from '@grantflow/db/repositories/applications';
import type { StoredApplicationState } from '@grantflow/domain/application/application-types';
import { fiscalDate } from '@grantflow/domain/application/fiscal-date';

// Conversions between the stored application and packages/domain's shape of it.

export function storedState(application: FullApplicationRecord): StoredApplicationState {
  return {
    status: application.status,
    deadline: application.deadline,
    deadlineType: application.deadlineType,
    programId: application.grant.programId ?? 0,
    notApply: application.notApply,
    isSubmittedAsIneligible: application.isSubmittedAsIneligible,
    ineligibleReason: application.ineligibleReason,
    declined: application.declined,
    declinedDetails: application.declinedDate
      ? { declinedDate: application.declinedDate, declinedReason: application.declinedReason }
      : null,
    submission:
      application.submissionDate === null
        ? null
        : {
            submissionDate: application.submissionDate,
            amountRequested: application.amountRequestedCents ?? 0,
          },
    award:
      application.amountAwardedCents === null
        ? null
        : { amountAwarded: application.amountAwardedCents, receivementDate: application.receivementDate },
    reports: application.reports.map(({ urgency, deadline }) => ({ urgency, deadline })),
  };
}

export function storedChanges(next: StoredApplicationState, current: ApplicationRecord): ApplicationChanges {
  const submissionDate = next.submission?.submissionDate ?? null;
  const receivementDate = next.award?.receivementDate ?? null;
  return {
    status: next.status,
    deadline: next.deadline,
    deadlineType: next.deadlineType,
    declined: next.declined,
    declinedDate: next.declinedDetails?.declinedDate ?? null,
    declinedReason: next.declinedDetails?.declinedReason ?? null,
    isSubmittedAsIneligible: next.isSubmittedAsIneligible,
    ineligibleReason: next.ineligibleReason,
    notApply: next.notApply,
    fiscalDate: fiscalDate({ receivementDate, submissionDate, deadline: next.deadline }),
    submissionDate,
    amountRequestedCents: next.submission?.amountRequested ?? null,
    amountAwardedCents: next.award?.amountAwarded ?? null,
    receivementDate,
    isPrecisionByYear: next.award !== null && current.isPrecisionByYear,
  };
}
