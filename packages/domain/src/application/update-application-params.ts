import type { DeadlineType, SubmittedAnswer, SubmittedStatusChoice } from '../shared/enums.ts';
import type { EntityId } from '../shared/ids.ts';
import type { AwardInput, DeclinedDetailsInput, ReportInput, SubmissionInput } from './application-types.ts';
import { INELIGIBLE_REASON_MARKERS } from './ineligible-reason-marker.ts';

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

/** The `params` of the updateApplication mutation (docs/product.md, GraphQL operations); cleared fields are null, [] or false. */
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
 * The update table (docs/product.md, Updating an application): what updateApplication sends for each answer. It maps values that
 * the validation rules have already accepted (packages/validation's updateApplicationPayload checks, then calls this);
 * it checks nothing itself.
 */
export function updateApplicationParams(form: UpdateApplicationForm): UpdateApplicationParams {
  const common = { deadline: form.deadline, programId: form.programId, deadlineType: form.deadlineType };
  const cleared = { submission: null, award: null, declined: false, declinedDetails: null, reports: [] };

  if (form.answer === 'NO') return { ...common, ...cleared, ineligibleReason: INELIGIBLE_REASON_MARKERS.NO };
  if (form.answer === 'INELIGIBLE') {
    return { ...common, ...cleared, ineligibleReason: form.ineligibleReason?.trim() ?? '' };
  }

  const submission: SubmissionInput = {
    submissionDate: form.dateSubmitted ?? '',
    amountRequested: form.amountRequested ?? 0,
  };
  if (form.statusChoice === 'AWARDED') {
    return {
      ...common,
      submission,
      award: { amountAwarded: form.amountAwarded ?? 0, receivementDate: form.receivementDate || null },
      reports: form.reports ?? [],
      declined: false,
      declinedDetails: null,
      ineligibleReason: INELIGIBLE_REASON_MARKERS.AWARDED,
    };
  }
  if (form.statusChoice === 'DECLINED') {
    return {
      ...common,
      submission,
      award: null,
      reports: [],
      declined: true,
      declinedDetails: {
        declinedDate: form.declinedDate ?? '',
        declinedReason: form.declinedReason?.trim() || null,
      },
      ineligibleReason: INELIGIBLE_REASON_MARKERS.DECLINED,
    };
  }
  return { ...common, ...cleared, submission, ineligibleReason: INELIGIBLE_REASON_MARKERS.PENDING };
}
