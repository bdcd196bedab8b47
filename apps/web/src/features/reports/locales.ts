// Report center and update-report modal strings (en is the source).
import { LIST_LABELS_EN } from '@grantflow/validation/list-labels';

export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

const en = {
  title: 'Report Center',
  search: 'Search',
  search_placeholder: 'Funder or program',
  submitted_filter: 'Status',
  submitted_filters: { ALL: 'All', SUBMITTED: 'Submitted', NOT_SUBMITTED: 'Not submitted' },
  columns: { ...LIST_LABELS_EN.reports.columns, actions: 'Actions' },
  state: {
    submitted: LIST_LABELS_EN.reportState.submitted,
    not_submitted: LIST_LABELS_EN.reportState.notSubmitted,
  },
  edit: 'Update report',
  empty: 'No reports match these filters.',
  not_found_title: 'Report not found',
  not_found:
    'This report is not in {{organization}}: it was deleted, or it belongs to another of your organizations. Pick that organization in the header, then open the link again.',
  load_error: 'The reports could not be loaded.',
  retry: 'Try again',
  pagination: 'Pages',
  update_title: 'Update report',
  deadline: 'Report deadline',
  urgency: 'Urgency',
  submitted_question: 'Report submitted',
  yes: 'Yes',
  no: 'No',
  submission_date: 'Submission date',
  description: 'Description',
  save: 'Save',
  cancel: 'Cancel',
  updated: 'Report updated',
} as const;

export const reportsLocales = { en };
