import type { AwardInput, ReportInput, SubmissionInput } from '../application/application-types.ts';
import { fiscalDate } from '../application/fiscal-date.ts';
import { resolveStoredStatus } from '../application/resolve-stored-status.ts';
import type { DeadlineType } from '../shared/enums.ts';
import type { NewApplication } from './plan-grant-applications.ts';

/** createGrant's `application` argument (docs/product.md, GraphQL operations), amounts in cents; conditional parts may be absent. */
export interface FirstApplicationInput {
  deadline: string;
  deadlineType: DeadlineType;
  declined?: boolean | null | undefined;
  notApply?: boolean | null | undefined;
  isSubmittedAsIneligible?: boolean | null | undefined;
  submission?: SubmissionInput | null | undefined;
  award?: (Omit<AwardInput, 'receivementDate'> & { receivementDate?: string | null | undefined }) | null;
  declinedDetails?: { declinedDate: string; declinedReason?: string | null | undefined } | null | undefined;
  ineligibleReason?: string | null | undefined;
  reports?: ReportInput[] | null | undefined;
}

/**
 * The create-grant rules on the server (docs/product.md, Creating a grant): the first application's stored columns. Not applied unless a
 * submission was sent (or notApply says otherwise); the status follows resolveStoredStatus.
 */
export function firstApplication(input: FirstApplicationInput): NewApplication {
  const submission = input.submission ?? null;
  const award = input.award ?? null;
  const isSubmittedAsIneligible = input.isSubmittedAsIneligible ?? false;
  const notApply = input.notApply ?? submission === null;
  const declined = input.declined ?? false;
  const receivementDate = award?.receivementDate ?? null;
  return {
    status: resolveStoredStatus({ notApply, isSubmittedAsIneligible, declined, submission, award }),
    deadline: input.deadline,
    deadlineType: input.deadlineType,
    declined,
    declinedDate: input.declinedDetails?.declinedDate ?? null,
    declinedReason: input.declinedDetails?.declinedReason ?? null,
    isSubmittedAsIneligible,
    ineligibleReason: input.ineligibleReason ?? null,
    notApply,
    fiscalDate: fiscalDate({
      receivementDate,
      submissionDate: submission?.submissionDate,
      deadline: input.deadline,
    }),
    submissionDate: submission?.submissionDate ?? null,
    amountRequestedCents: submission?.amountRequested ?? null,
    amountAwardedCents: award?.amountAwarded ?? null,
    receivementDate,
    isPrecisionByYear: false,
    reports: input.reports ?? [],
  };
}
