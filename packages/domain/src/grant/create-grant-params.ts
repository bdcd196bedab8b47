import type {
  AwardInput,
  DeclinedDetailsInput,
  ReportInput,
  SubmissionInput,
} from '../application/application-types.ts';
import type { ApplicationStatus, DeadlineType, GrantFrequency, SubmittedAnswer } from '../shared/enums.ts';
import type { EntityId } from '../shared/ids.ts';
import { recurrenceCountFor } from './recurring-deadlines.ts';

/** The create-grant form's fields (docs/product.md, Creating a grant); amounts in integer cents. */
export interface CreateGrantForm {
  funderId: EntityId;
  programId: EntityId;
  frequency: GrantFrequency;
  recurrenceCount?: number | null;
  applicationType: DeadlineType;
  applicationDeadline: string;
  isSubmitted: SubmittedAnswer;
  status: ApplicationStatus;
  reports?: ReportInput[];
  dateSubmitted?: string | null;
  amountRequested?: number | null;
  receivementDate?: string | null;
  amountAwarded?: number | null;
  declinedReason?: string | null;
  declinedDate?: string | null;
  ineligibleReason?: string | null;
}

export interface CreateGrantApplicationInput {
  deadline: string;
  deadlineType: DeadlineType;
  declined: boolean;
  notApply: boolean;
  isSubmittedAsIneligible: boolean;
  reports: ReportInput[];
  submission?: SubmissionInput;
  award?: AwardInput;
  declinedDetails?: DeclinedDetailsInput;
  ineligibleReason?: string;
}

/** The createGrant mutation's arguments (docs/product.md, GraphQL operations). Conditional parts are absent, not null, when not sent. */
export interface CreateGrantPayload {
  funderId: EntityId;
  programId: EntityId;
  frequency: GrantFrequency;
  recurrenceCount: number;
  application: CreateGrantApplicationInput;
}

/**
 * The create-grant rules (docs/product.md, Creating a grant). Ineligible for the submitted question means status INELIGIBLE and submitted No;
 * NOT_APPLY or INELIGIBLE mark notApply, INELIGIBLE also isSubmittedAsIneligible; submission only when
 * submitted is YES (and not notApply), award only when AWARDED with an amount awarded entered, decline details only with a declined date.
 * It maps values that the validation rules have already accepted (packages/validation's createGrantPayload checks,
 * then calls this); it checks nothing itself.
 */
export function createGrantParams(form: CreateGrantForm): CreateGrantPayload {
  const ineligible = form.isSubmitted === 'INELIGIBLE' || form.status === 'INELIGIBLE';
  const status: ApplicationStatus = ineligible ? 'INELIGIBLE' : form.status;

  const application: CreateGrantApplicationInput = {
    deadline: form.applicationDeadline,
    deadlineType: form.applicationType,
    declined: status === 'DECLINED',
    notApply: status === 'NOT_APPLY' || status === 'INELIGIBLE',
    isSubmittedAsIneligible: status === 'INELIGIBLE',
    reports: form.reports ?? [],
  };
  // The parts stay one answer (answerContradiction): no submission when not applied for, no award unless awarded.
  if (form.isSubmitted === 'YES' && !application.notApply) {
    application.submission = {
      submissionDate: form.dateSubmitted ?? '',
      amountRequested: form.amountRequested ?? 0,
    };
  }
  if (status === 'AWARDED' && form.amountAwarded !== null && form.amountAwarded !== undefined) {
    application.award = { amountAwarded: form.amountAwarded, receivementDate: form.receivementDate || null };
  }
  if (form.declinedDate) {
    application.declinedDetails = {
      declinedDate: form.declinedDate,
      declinedReason: form.declinedReason?.trim() || null,
    };
  }
  if (status === 'INELIGIBLE') application.ineligibleReason = form.ineligibleReason?.trim() ?? '';

  return {
    funderId: form.funderId,
    programId: form.programId,
    frequency: form.frequency,
    recurrenceCount: recurrenceCountFor(form.frequency, form.recurrenceCount),
    application,
  };
}
