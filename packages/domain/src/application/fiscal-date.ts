/**
 * The date an application counts on in fiscal-year views: the award's receivement date, else the
 * submission date, else the deadline.
 */
export function fiscalDate(dates: {
  receivementDate?: string | null;
  submissionDate?: string | null;
  deadline: string;
}): string {
  return dates.receivementDate ?? dates.submissionDate ?? dates.deadline;
}
