import type { DeadlineType, SubmittedAnswer, SubmittedStatusChoice } from '../shared/enums.ts';
import { FieldChecker } from '../shared/field-checker.ts';
import type { EntityId } from '../shared/ids.ts';
import { FIELD_ISSUES } from '../shared/issue-codes.ts';
import type { AwardInput, DeclinedDetailsInput, ReportInput, SubmissionInput } from './application-types.ts';
import { INELIGIBLE_REASON_MARKERS, isIneligibleReasonMarker } from './ineligible-reason-marker.ts';

export interface UpdateApplicationForm {
  answer: SubmittedAnswer;
  /** Only read when the answer is YES. */
  statusChoice?: SubmittedStatusChoice | null;
  programId: EntityId;
  deadline: string;
  deadlineType: DeadlineType;
  dateSubmitted?: string | null;
  amountRequested?: number | null;
  amountAwarded?: number | null;
  receivementDate?: string | null;
  declinedDate?: string | null;
  declinedReason?: string | null;
  ineligibleReason?: string | null;
  reports?: ReportInput[];
}

/** The `params` of the updateApplication mutation (§7); cleared fields are null, [] or false. */
export interface UpdateApplicationParams {
  submission: SubmissionInput | null;
  award: AwardInput | null;
  declined: boolean;
  declinedDetails: DeclinedDetailsInput | null;
  reports: ReportInput[];
  deadline: string;
  ineligibleReason: string;
  programId: EntityId;
  deadlineType: DeadlineType;
}

/**
 * The §4 'Update-application form' table: what updateApplication sends for each answer. Throws a VALIDATION
 * DomainError (with per-field details) when a field the chosen branch needs is missing or malformed.
 */
export function updateApplicationPayload(form: UpdateApplicationForm): UpdateApplicationParams {
  const check = new FieldChecker();
  const common = {
    deadline: check.date('deadline', form.deadline),
    programId: form.programId,
    deadlineType: form.deadlineType,
  };
  const cleared = { submission: null, award: null, declined: false, declinedDetails: null, reports: [] };

  if (form.answer === 'NO') {
    check.throwIfAny();
    return { ...common, ...cleared, ineligibleReason: INELIGIBLE_REASON_MARKERS.NO };
  }

  if (form.answer === 'INELIGIBLE') {
    const reason = check.text('ineligibleReason', form.ineligibleReason);
    if (isIneligibleReasonMarker(reason)) check.fail('ineligibleReason', FIELD_ISSUES.invalid);
    check.throwIfAny();
    return { ...common, ...cleared, ineligibleReason: reason };
  }

  const submission: SubmissionInput = {
    submissionDate: check.date('dateSubmitted', form.dateSubmitted),
    amountRequested: check.amount('amountRequested', form.amountRequested),
  };
  const choice = form.statusChoice;
  if (!choice) check.fail('status', FIELD_ISSUES.required);

  if (choice === 'AWARDED') {
    const award: AwardInput = {
      amountAwarded: check.amount('amountAwarded', form.amountAwarded),
      receivementDate: check.optionalDate('receivementDate', form.receivementDate),
    };
    check.throwIfAny();
    return {
      ...common,
      submission,
      award,
      reports: form.reports ?? [],
      declined: false,
      declinedDetails: null,
      ineligibleReason: INELIGIBLE_REASON_MARKERS.AWARDED,
    };
  }

  if (choice === 'DECLINED') {
    const declinedDetails: DeclinedDetailsInput = {
      declinedDate: check.date('declinedDate', form.declinedDate),
      declinedReason: form.declinedReason?.trim() || null,
    };
    check.throwIfAny();
    return {
      ...common,
      submission,
      award: null,
      reports: [],
      declined: true,
      declinedDetails,
      ineligibleReason: INELIGIBLE_REASON_MARKERS.DECLINED,
    };
  }

  check.throwIfAny();
  return { ...common, ...cleared, submission, ineligibleReason: INELIGIBLE_REASON_MARKERS.PENDING };
}
