import type { ApplicationChanges, ApplicationRecord } from '@grantflow/db/repositories/applications';
import type { StoredApplicationState } from '@grantflow/domain/application/application-types';
import { deriveApplicationStatus } from '@grantflow/domain/application/derive-application-status';
import { responseDays } from '@grantflow/domain/application/response-days';
import type { UpdateApplicationParams } from '@grantflow/domain/application/update-application-payload';
import { dollarsToCents } from '@grantflow/domain/money/money-units';
import type { ApplicationUpdateParams } from '@grantflow/validation/application';

// Conversions between the stored application, packages/domain's shapes and the mutation's params.

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

export function storedState(application: ApplicationRecord): StoredApplicationState {
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
    // The date the application counts on in fiscal-year views: award, else submission, else deadline.
    fiscalDate: receivementDate ?? submissionDate ?? next.deadline,
    submissionDate,
    amountRequestedCents: next.submission?.amountRequested ?? null,
    amountAwardedCents: next.award?.amountAwarded ?? null,
    receivementDate,
    isPrecisionByYear: next.award !== null && current.isPrecisionByYear,
  };
}
