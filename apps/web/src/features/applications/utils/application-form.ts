import {
  initialSubmittedAnswer,
  initialSubmittedStatusChoice,
} from '@grantflow/domain/application/initial-submitted-answer';
import type {
  DeadlineType,
  GrantFrequency,
  ReportUrgency,
  SubmittedAnswer,
  SubmittedStatusChoice,
  VisibleApplicationStatus,
} from '@grantflow/domain/shared/enums';
import { applicationUpdateWire } from '@grantflow/validation/application-update';
import { updateApplicationPayload } from '@grantflow/validation/update-application-payload';
import { dollarsToMoneyInput, inputToCents } from '../../../lib/money.ts';

/** A report row edited inline: `key` only keeps React rows stable. */
export interface ReportRow {
  key: string;
  urgency: ReportUrgency | null;
  deadline: string | null;
}

/** What the update-application modal holds (Mantine values: '' for empty text, null for empty pickers). */
export interface ApplicationFormState {
  isSubmitted: SubmittedAnswer;
  status: SubmittedStatusChoice | null;
  deadline: string | null;
  deadlineType: DeadlineType;
  programId: string | null;
  frequency: GrantFrequency | null;
  dateSubmitted: string | null;
  amountRequested: string;
  amountAwarded: string;
  receivementDate: string | null;
  declinedDate: string | null;
  declinedReason: string;
  ineligibleReason: string;
  reports: ReportRow[];
}

/** The application as the modal reads it from getApplication (amounts in dollars). */
export interface ApplicationSource {
  status: VisibleApplicationStatus;
  deadline: string;
  deadlineType: DeadlineType;
  declined: boolean;
  isSubmittedAsIneligible: boolean;
  ineligibleReason: string | null;
  declinedDetails: { declinedDate: string | null; declinedReason: string | null } | null;
  submission: { submissionDate: string | null; amountRequested: number | null } | null;
  award: { amountAwarded: number | null; receivementDate: string | null } | null;
  reports: ReadonlyArray<{ id: string; urgency: ReportUrgency; deadline: string }>;
  grant: { frequency: GrantFrequency; program: { id: string } | null } | null;
}

let rowCounter = 0;
export function newReportRow(
  urgency: ReportUrgency | null = null,
  deadline: string | null = null,
): ReportRow {
  rowCounter += 1;
  return { key: `report-${rowCounter}`, urgency, deadline };
}

/** The starting values (docs/product.md, Updating an application): the answer from initialSubmittedAnswer, and Pending for a Yes neither awarded nor declined. */
export function initialApplicationForm(app: ApplicationSource): ApplicationFormState {
  const facts = {
    status: app.status === 'DID_NOT_RESPOND' ? 'SUBMITTED' : app.status,
    declined: app.declined,
    isSubmittedAsIneligible: app.isSubmittedAsIneligible,
    submission: app.submission,
    award: app.award,
  } as const;
  const answer = initialSubmittedAnswer(facts);
  return {
    isSubmitted: answer,
    status: answer === 'YES' ? initialSubmittedStatusChoice(facts) : null,
    deadline: app.deadline,
    deadlineType: app.deadlineType,
    programId: app.grant?.program?.id ?? null,
    frequency: app.grant?.frequency ?? null,
    dateSubmitted: app.submission?.submissionDate ?? null,
    amountRequested: dollarsToMoneyInput(app.submission?.amountRequested),
    amountAwarded: dollarsToMoneyInput(app.award?.amountAwarded),
    receivementDate: app.award?.receivementDate ?? null,
    declinedDate: app.declinedDetails?.declinedDate ?? null,
    declinedReason: app.declinedDetails?.declinedReason ?? '',
    ineligibleReason: app.ineligibleReason ?? '',
    reports: app.reports.map((r) => newReportRow(r.urgency, r.deadline)),
  };
}

/** Changing the answer to Yes starts the status choice at Pending (docs/product.md, Updating an application); other answers hide it. */
export function withSubmittedAnswer(
  state: ApplicationFormState,
  answer: SubmittedAnswer,
): ApplicationFormState {
  return { ...state, isSubmitted: answer, status: answer === 'YES' ? (state.status ?? 'PENDING') : null };
}

/** The updateApplication variables' params for the form state (its answer read by packages/domain). */
export function buildUpdateApplicationParams(state: ApplicationFormState) {
  return applicationUpdateWire(
    updateApplicationPayload({
      answer: state.isSubmitted,
      statusChoice: state.status,
      programId: Number(state.programId),
      deadline: state.deadline ?? '',
      deadlineType: state.deadlineType,
      dateSubmitted: state.dateSubmitted,
      amountRequested: inputToCents(state.amountRequested),
      amountAwarded: inputToCents(state.amountAwarded),
      receivementDate: state.receivementDate,
      declinedDate: state.declinedDate,
      declinedReason: state.declinedReason,
      ineligibleReason: state.ineligibleReason,
      reports: state.reports.flatMap((r) =>
        r.urgency && r.deadline ? [{ urgency: r.urgency, deadline: r.deadline }] : [],
      ),
    }),
  );
}
