import { addYears } from '../dates/date-arithmetic.ts';
import type { ApplicationStatus, DeadlineType, ReportUrgency } from '../shared/enums.ts';

export interface NewReport {
  urgency: ReportUrgency;
  deadline: string;
}

/** The stored columns of an application that a create or an update writes (amounts in cents). */
export interface ApplicationFields {
  status: ApplicationStatus;
  deadline: string;
  deadlineType: DeadlineType;
  declined: boolean;
  declinedDate: string | null;
  declinedReason: string | null;
  isSubmittedAsIneligible: boolean;
  ineligibleReason: string | null;
  notApply: boolean;
  fiscalDate: string | null;
  submissionDate: string | null;
  amountRequestedCents: number | null;
  amountAwardedCents: number | null;
  receivementDate: string | null;
  isPrecisionByYear: boolean;
}

/** A new application with its report schedule. */
export interface NewApplication extends ApplicationFields {
  reports: NewReport[];
}

/**
 * The applications of a new grant: the first as given, then one per later cycle with the deadline and
 * the reports moved by the same number of years. Later cycles have not happened yet, so they are upcoming
 * (NOT_APPLY) whatever the first one's status is.
 */
export function planGrantApplications(first: NewApplication, deadlines: readonly string[]): NewApplication[] {
  return deadlines.map((deadline, cycle) => {
    const shiftedReports = first.reports.map((report) => ({
      ...report,
      deadline: addYears(report.deadline, cycle),
    }));
    if (cycle === 0) return { ...first, deadline, reports: shiftedReports };
    return upcomingApplication(deadline, first.deadlineType, shiftedReports);
  });
}

/**
 * An application whose cycle has not happened yet: upcoming (NOT_APPLY), nothing sent, asked or awarded,
 * counted in the fiscal year of its deadline. Generic in the report shape, so a plan that carries more per
 * report (whether it was submitted) starts from the same columns.
 */
export function upcomingApplication<Report>(
  deadline: string,
  deadlineType: DeadlineType,
  reports: Report[],
): ApplicationFields & { fiscalDate: string; reports: Report[] } {
  return {
    status: 'NOT_APPLY',
    deadline,
    deadlineType,
    declined: false,
    declinedDate: null,
    declinedReason: null,
    isSubmittedAsIneligible: false,
    ineligibleReason: null,
    notApply: true,
    fiscalDate: deadline,
    submissionDate: null,
    amountRequestedCents: null,
    amountAwardedCents: null,
    receivementDate: null,
    isPrecisionByYear: false,
    reports,
  };
}
