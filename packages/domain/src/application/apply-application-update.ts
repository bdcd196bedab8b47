import { DomainError } from '../shared/errors.ts';
import { FIELD_ISSUES } from '../shared/issue-codes.ts';
import type { StoredApplicationState } from './application-types.ts';
import { realIneligibleReason } from './ineligible-reason-marker.ts';
import { resolveStoredStatus } from './resolve-stored-status.ts';
import type { UpdateApplicationParams } from './update-application-params.ts';

/**
 * Server side of updateApplication: the stored application after applying `params` (as built by
 * updateApplicationParams), which the validation rules (applicationRuleIssues, through packages/validation) have
 * already accepted: a decline then always carries its details. Other fields of `current` are kept.
 * - no submission and a real ineligible reason → INELIGIBLE (notApply, submitted-as-ineligible)
 * - no submission otherwise → NOT_APPLY
 * - submission + award → AWARDED; + declined → DECLINED; neither → PENDING
 */
export function applyApplicationUpdate<T extends StoredApplicationState>(
  current: T,
  params: UpdateApplicationParams,
): T {
  if (params.award && params.declined) {
    const both = FIELD_ISSUES.awardedAndDeclined;
    throw new DomainError('VALIDATION', both.message, { issue: both });
  }
  if (!params.submission && (params.award || params.declined)) {
    const unsent = FIELD_ISSUES.outcomeNeedsSubmission;
    throw new DomainError('VALIDATION', unsent.message, { issue: unsent });
  }
  const reason = params.submission ? null : realIneligibleReason(params.ineligibleReason);
  const notApply = !params.submission;
  const isSubmittedAsIneligible = reason !== null;
  const status = resolveStoredStatus({
    notApply,
    isSubmittedAsIneligible,
    declined: params.declined,
    submission: params.submission,
    award: params.award,
  });
  return {
    ...current,
    status,
    deadline: params.deadline,
    deadlineType: params.deadlineType,
    programId: params.programId,
    notApply,
    isSubmittedAsIneligible,
    ineligibleReason: reason,
    declined: params.declined,
    declinedDetails: params.declined ? params.declinedDetails : null,
    submission: params.submission,
    award: params.award,
    reports: params.reports,
  };
}
