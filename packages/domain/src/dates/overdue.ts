import { compareDates } from './compare-dates.ts';
import type { DateInput } from './to-wire-date.ts';

// One meaning of "overdue" for every screen that marks it (docs/product.md, Deadlines, Overdue): the due day has passed
// (a deadline of today is still due, not overdue) and what was due has not been done.

/** A report is overdue when it is required, not submitted, and its deadline was before today. */
export function isReportOverdue(
  report: { urgency: string; submitted: boolean; deadline: DateInput | null | undefined },
  today: DateInput,
): boolean {
  if (report.urgency !== 'REQUIRED' || report.submitted || !report.deadline) return false;
  return compareDates(report.deadline, today) < 0;
}

/** An application is overdue when it has not been applied for (NOT_APPLY) and its deadline was before today. */
export function isApplicationOverdue(
  application: { status: string; deadline: DateInput | null | undefined },
  today: DateInput,
): boolean {
  if (application.status !== 'NOT_APPLY' || !application.deadline) return false;
  return compareDates(application.deadline, today) < 0;
}
