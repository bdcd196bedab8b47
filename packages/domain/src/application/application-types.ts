import type { ApplicationStatus, DeadlineType, ReportUrgency } from '../shared/enums.ts';
import type { EntityId } from '../shared/ids.ts';

// Amounts in these shapes are passed through unchanged; by package convention they are integer cents, and the
// transports convert to dollars at the edge (centsToDollars / dollarsToCents).

export interface SubmissionInput {
  submissionDate: string;
  amountRequested: number;
}

export interface AwardInput {
  amountAwarded: number;
  receivementDate: string | null;
}

export interface DeclinedDetailsInput {
  declinedDate: string;
  declinedReason: string | null;
}

export interface ReportInput {
  urgency: ReportUrgency;
  deadline: string;
}

/** What the derived-status and response-time rules need to know about an application. */
export interface ApplicationFacts {
  status: ApplicationStatus;
  declined?: boolean | null;
  isSubmittedAsIneligible?: boolean | null;
  submission?: { submissionDate: string | null } | null;
  award?: { receivementDate?: string | null } | null;
}

/** The stored fields of an application that an update may change. */
export interface StoredApplicationState {
  status: ApplicationStatus;
  deadline: string;
  deadlineType: DeadlineType;
  programId: EntityId;
  notApply: boolean;
  isSubmittedAsIneligible: boolean;
  ineligibleReason: string | null;
  declined: boolean;
  declinedDetails: DeclinedDetailsInput | null;
  submission: SubmissionInput | null;
  award: AwardInput | null;
  reports: ReportInput[];
}
