import { LIST_LABELS_EN } from '@grantflow/validation/list-labels';

// Deadlines page strings (en is the source).

export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

const en = {
  title: 'Deadlines',
  next_days: 'Show deadlines for',
  next_days_option_one: 'Next {{count}} day',
  next_days_option_other: 'Next {{count}} days',
  range: 'From {{start}} to {{end}}',
  grant_table: LIST_LABELS_EN.deadlines.grants.sheet,
  report_table: LIST_LABELS_EN.deadlines.reports.sheet,
  // The Excel file's words (packages/validation list-labels), so the sheet reads like the table.
  grant_columns: {
    deadline: LIST_LABELS_EN.deadlines.grants.columns.deadline,
    funder: LIST_LABELS_EN.deadlines.grants.columns.funder,
    program: LIST_LABELS_EN.deadlines.grants.columns.program,
    deadline_type: LIST_LABELS_EN.deadlines.grants.columns.deadlineType,
    status: LIST_LABELS_EN.deadlines.grants.columns.status,
    amount_requested: LIST_LABELS_EN.deadlines.grants.columns.amountRequested,
  },
  report_columns: { ...LIST_LABELS_EN.deadlines.reports.columns },
  deadline_types: { ...LIST_LABELS_EN.deadlineType },
  urgencies: { ...LIST_LABELS_EN.urgency },
  statuses: { ...LIST_LABELS_EN.status },
  yes: LIST_LABELS_EN.yesNo.yes,
  no: LIST_LABELS_EN.yesNo.no,
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
} as const;

/** Spread into the app catalogues: `...deadlinesLocales.en` gives `deadlines`. */
export const deadlinesLocales = {
  en: { deadlines: en },
};
