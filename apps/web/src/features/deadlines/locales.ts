import { LIST_LABELS_EN } from '@grantflow/validation/list-labels';

// Deadlines page strings (en is the source).

export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

const en = {
  title: 'Deadlines',
  next_days: 'Show deadlines for',
  next_days_option_one: 'Next {{count}} day',
  next_days_option_other: 'Next {{count}} days',
  range: 'From {{start}} to {{end}}',
  grant_table: 'Grant deadlines',
  report_table: 'Report deadlines',
  grant_columns: {
    deadline: 'Deadline',
    funder: 'Funder',
    program: 'Program',
    deadline_type: 'Deadline type',
    status: 'Status',
    amount_requested: 'Amount requested',
  },
  report_columns: {
    deadline: 'Deadline',
    urgency: 'Urgency',
    funder: 'Funder',
    program: 'Program',
    submitted: 'Submitted',
  },
  deadline_types: { ...LIST_LABELS_EN.deadlineType },
  urgencies: { ...LIST_LABELS_EN.urgency },
  statuses: { ...LIST_LABELS_EN.status },
  yes: 'Yes',
  no: 'No',
  no_program: 'No program',
  grant_empty: 'No grant deadlines in this period.',
  report_empty: 'No report deadlines in this period.',
  load_error: 'The deadlines could not be loaded.',
  retry: 'Try again',
  download: 'Download',
  download_pdf: 'PDF (print)',
  download_excel: 'Excel',
  include: {
    title: 'Which tables should the download include?',
    legend: 'Tables',
    grants: 'Grant deadlines',
    reports: 'Report deadlines',
    required: 'Choose at least one table.',
    submit_pdf: 'Print as PDF',
    submit_excel: 'Download Excel',
    cancel: 'Cancel',
  },
  excel_error: 'The Excel file could not be downloaded: {{message}}',
  excel_network_error: 'Error downloading the Excel file',
  excel_done: 'grant-deadlines.xlsx was downloaded.',
} as const;

/** Spread into the app catalogues: `...deadlinesLocales.en` gives `deadlines`. */
export const deadlinesLocales = {
  en: { deadlines: en },
};
