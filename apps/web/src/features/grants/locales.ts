// Strings of the grant list, the create-grant modal (top-level `create_grant`, the key docs/product.md, Messages and error codes names) and the
// delete-grant modal. en is the source; pt and de must hold every key.
import { LIST_LABELS_EN } from '@grantflow/validation/list-labels';

export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

const en = {
  view: {
    label: 'Which deadlines',
    upcoming: 'Upcoming',
    overdue: 'Overdue',
    all: 'All years',
  },
  title: 'Grants',
  fiscal_year: 'Fiscal year',
  all_years: 'All years',
  fy: 'FY {{year}}',
  search: 'Search',
  search_placeholder: 'Funder or program',
  status_filter: 'Status',
  status_filters: {
    ALL: 'All applications',
    AWARDED: 'Awarded',
    DECLINED: 'Declined',
    NOT_APPLY: 'Not apply',
    INELIGIBLE: 'Ineligible',
    PENDING: 'Pending',
    SUBMITTED: 'Submitted',
  },
  record_filter: 'Record',
  record_filters: { ALL: 'All', SUBMITTED: 'Submitted', NOT_SUBMITTED: 'Not submitted' },
  columns_button: 'Columns',
  columns_label: 'Visible columns',
  columns: { ...LIST_LABELS_EN.grants.columns, actions: 'Actions' },
  days_one: '{{count}} day',
  days_other: '{{count}} days',
  pencil: { edit: 'edit', update: 'update' },
  row_actions: 'More actions',
  update_report: 'Update report',
  delete_grant: 'Delete grant',
  add_funder: 'Add funder',
  add_program: 'Add program',
  add_grant: 'Add grant',
  empty: 'No applications match these filters.',
  load_error: 'The applications could not be loaded.',
  retry: 'Try again',
  pagination: 'Pages',
  page_controls: { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' },
  total_one: '{{count}} application',
  total_other: '{{count}} applications',
  choose_report: 'Report',
  no_reports: 'This application has no reports.',
  delete: {
    title: 'Delete grant',
    question: 'Delete this grant with all its applications and reports?',
    yes: 'Yes',
    no: 'No',
    confirm: 'Confirm',
    deleted: 'Grant deleted',
  },
} as const;

const createEn = {
  title: 'Create grant',
  steps: { funder: 'Funder', deadlines: 'Deadlines', status: 'Status' },
  step_of: 'Step {{step}} of {{total}}',
  progress: 'Progress',
  funder: 'Funder',
  program: 'Program',
  frequency: 'Frequency',
  recurrence_count: 'Number of cycles',
  application_type: 'Application type',
  application_deadline: 'Application deadline',
  is_submitted: 'Application submitted?',
  status: 'Status',
  back: 'Go back',
  continue: 'Continue',
  submit: 'Submit',
  success: 'Grant created successfully',
  no_funders: 'No funders yet: add one first.',
  no_programs: 'No programs yet: add one first.',
  discard: {
    title: 'Discard this grant?',
    message: 'The steps you have filled in will be lost.',
    confirm: 'Discard',
    cancel: 'Keep editing',
  },
} as const;

export const grantsLocales = { en };
export const createGrantLocales = { en: createEn };
