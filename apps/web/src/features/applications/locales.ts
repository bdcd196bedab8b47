// Strings of the application forms and the labels shared by grants, pipeline and reports (en is the source).
import { LIST_LABELS_EN } from '@grantflow/validation/list-labels';

export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

const en = {
  status: { ...LIST_LABELS_EN.status },
  deadline_type: { ...LIST_LABELS_EN.deadlineType },
  urgency: { ...LIST_LABELS_EN.urgency },
  frequency: { ONE_TIME: 'One time', RECURRING: 'Recurring' },
  answers: { YES: 'Yes', NO: 'No', INELIGIBLE: 'Ineligible' },
  update_title: 'update grant',
  is_submitted: 'application submitted',
  status_choice: 'Status',
  // A field reads as its column does in the lists and exports: one term per field.
  deadline: LIST_LABELS_EN.grants.columns.deadline,
  deadline_type_label: LIST_LABELS_EN.grants.columns.deadlineType,
  program: LIST_LABELS_EN.grants.columns.program,
  date_submitted: LIST_LABELS_EN.grants.columns.dateSubmitted,
  amount_requested: LIST_LABELS_EN.grants.columns.amountRequested,
  amount_awarded: LIST_LABELS_EN.grants.columns.amountAwarded,
  receivement_date: LIST_LABELS_EN.grants.columns.dateReceived,
  declined_date: LIST_LABELS_EN.grants.columns.dateDeclined,
  declined_reason: 'Declined reason',
  ineligible_reason: 'Ineligible reason',
  reports: 'Reports',
  add_report: 'Add report',
  remove_report: 'Remove report {{number}}',
  report_urgency: 'Report {{number}} urgency',
  report_deadline: 'Report {{number}} deadline',
  no_reports: 'No reports yet.',
  save: 'Save',
  cancel: 'Cancel',
  updated: 'Application updated',
  deleted: 'Application deleted',
  delete_application: 'Delete application',
  delete_question: 'Delete this application with its reports? The other cycles of the grant stay.',
  delete_confirm: 'Delete',
  not_found_title: 'Application not found',
  not_found:
    'This application is not in {{organization}}: it was deleted, or it belongs to another of your organizations. Pick that organization in the header, then open the link again.',
  load_error: 'The application could not be loaded.',
  fix_errors: 'Please fill all fields',
  period: {
    label: 'Period',
    NEXT_90: 'Next 90 days',
    MONTH: 'Month',
    YEAR: 'Year',
    ALL: 'All',
    all_time: 'All dates',
    previous: 'Previous period',
    next: 'Next period',
  },
} as const;

export const applicationsLocales = { en };
