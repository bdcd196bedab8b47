import type { DeadlineType, SubmittedAnswer, SubmittedStatusChoice } from '../shared/enums.ts';
import type { AwardInput, DeclinedDetailsInput, ReportInput, SubmissionInput } from './application-types.ts';

// The one shape of an application update, from the wire boundary inward: the answer is a tagged union, so a
// branch is never inferred from which optional parts happen to be present, and amounts are integer cents.

/** What became of a submitted application. */
export type ApplicationOutcome =
  | { kind: 'PENDING' }
  | { kind: 'AWARDED'; award: AwardInput }
  | { kind: 'DECLINED'; details: DeclinedDetailsInput };

/** The answer to "Was it submitted?", with what each answer carries. */
export type ApplicationAnswer =
  | { kind: 'NOT_SUBMITTED' }
  | { kind: 'INELIGIBLE'; reason: string }
  | { kind: 'SUBMITTED'; submission: SubmissionInput; outcome: ApplicationOutcome };

export interface ApplicationUpdate {
  programId: number;
  deadline: string;
  deadlineType: DeadlineType;
  answer: ApplicationAnswer;
  /** The report schedule that replaces the stored one. */
  reports: ReportInput[];
}

/** The update-application form's values once its rules accepted them (amounts in cents). */
export interface UpdateApplicationForm {
  answer: SubmittedAnswer;
  /** Only read when the answer is YES. */
  statusChoice?: SubmittedStatusChoice | null;
  programId: number;
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

function formOutcome(form: UpdateApplicationForm): ApplicationOutcome {
  if (form.statusChoice === 'AWARDED') {
    return {
      kind: 'AWARDED',
      award: { amountAwarded: form.amountAwarded ?? 0, receivementDate: form.receivementDate || null },
    };
  }
  if (form.statusChoice === 'DECLINED') {
    return {
      kind: 'DECLINED',
      details: {
        declinedDate: form.declinedDate ?? '',
        declinedReason: form.declinedReason?.trim() || null,
      },
    };
  }
  return { kind: 'PENDING' };
}

/**
 * The update the form's answer means (docs/architecture.md, Operations and their contract). It maps values the
 * form's rules already accepted and checks nothing itself; only an award keeps the report schedule.
 */
export function applicationUpdateFromForm(form: UpdateApplicationForm): ApplicationUpdate {
  const common = { deadline: form.deadline, programId: form.programId, deadlineType: form.deadlineType };
  if (form.answer === 'NO') return { ...common, answer: { kind: 'NOT_SUBMITTED' }, reports: [] };
  if (form.answer === 'INELIGIBLE') {
    const reason = form.ineligibleReason?.trim() ?? '';
    return {
      ...common,
      answer: reason ? { kind: 'INELIGIBLE', reason } : { kind: 'NOT_SUBMITTED' },
      reports: [],
    };
  }
  const outcome = formOutcome(form);
  return {
    ...common,
    answer: {
      kind: 'SUBMITTED',
      submission: { submissionDate: form.dateSubmitted ?? '', amountRequested: form.amountRequested ?? 0 },
      outcome,
    },
    reports: outcome.kind === 'AWARDED' ? (form.reports ?? []) : [],
  };
}
