import type {
  ApplicationChanges,
  ApplicationRecord,
  FullApplicationRecord,
} from '@grantflow/db/repositories/applications';
import type { StoredApplicationState } from '@grantflow/domain/application/application-types';
import { fiscalDate } from '@grantflow/domain/application/fiscal-date';
import type { UpdateApplicationParams } from '@grantflow/domain/application/update-application-params';
import { dollarsToCents } from '@grantflow/domain/money/money-units';
import type { ApplicationUpdateParams } from '@grantflow/validation/application';

// Conversions between the stored application, packages/domain's shapes and updateApplication's params.

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

/** The mutation's params (dollars, optional parts) in the domain's shape (cents, cleared = null/[]/false). */
export function domainParams(params: ApplicationUpdateParams): UpdateApplicationParams {
  return {
    submission: params.submission
      ? {
          submissionDate: params.submission.submissionDate,
          amountRequested: dollarsToCents(params.submission.amountRequested),
        }
      : null,
    award: params.award
      ? {
          amountAwarded: dollarsToCents(params.award.amountAwarded),
          receivementDate: params.award.receivementDate ?? null,
        }
      : null,
    declined: params.declined ?? false,
    declinedDetails: params.declinedDetails
      ? {
          declinedDate: params.declinedDetails.declinedDate,
          declinedReason: params.declinedDetails.declinedReason ?? null,
        }
      : null,
    reports: params.reports ?? [],
    deadline: params.deadline,
    ineligibleReason: params.ineligibleReason ?? '',
    programId: params.programId,
    deadlineType: params.deadlineType,
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
