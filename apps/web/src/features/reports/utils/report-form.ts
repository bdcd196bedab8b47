import type { ReportUrgency } from '@grantflow/domain/shared/enums';
import type { REPORT_RECORD_FILTERS } from '@grantflow/validation/list-export';

export type ReportSubmittedAnswer = 'YES' | 'NO';

export interface ReportFormState {
  deadline: string | null;
  urgency: ReportUrgency | null;
  submitted: ReportSubmittedAnswer;
  submissionDate: string | null;
  description: string;
}

export interface ReportSource {
  deadline: string;
  urgency: ReportUrgency;
  submitted: boolean;
  submissionDate: string | null;
  description: string | null;
}

export function initialReportForm(report: ReportSource): ReportFormState {
  return {
    deadline: report.deadline,
    urgency: report.urgency,
    submitted: report.submitted || report.submissionDate ? 'YES' : 'NO',
    submissionDate: report.submissionDate,
    description: report.description ?? '',
  };
}

/** updateReport's params: a submission date marks it submitted, null (answer No) clears it (docs/product.md, GraphQL operations). */
export function buildUpdateReportParams(state: ReportFormState) {
  return {
    deadline: state.deadline ?? '',
    urgency: state.urgency,
    description: state.description.trim() === '' ? null : state.description.trim(),
    submitted: state.submitted === 'YES',
    submissionDate: state.submitted === 'YES' ? state.submissionDate : null,
  };
}

/** The report center's submitted filter (its export route reads the same names). */
export type ReportRecordFilter = (typeof REPORT_RECORD_FILTERS)[number];

export function submittedFilter(filter: ReportRecordFilter): boolean | undefined {
  if (filter === 'ALL') return undefined;
  return filter === 'SUBMITTED';
}
