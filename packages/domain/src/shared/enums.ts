// Enumerations of the specification (docs/product.md, Entities). Values are the wire values; DID_NOT_RESPOND is derived only.
export const FUNDER_TYPES = [
  'CORPORATE',
  'FOUNDATION',
  'GOVERNMENT',
  'GOVERNMENT_LOCAL',
  'GOVERNMENT_STATE',
  'ORGANIZATION',
  'OTHER',
] as const;
export type FunderType = (typeof FUNDER_TYPES)[number];

/** Stored application statuses. */
export const APPLICATION_STATUSES = [
  'AWARDED',
  'DECLINED',
  'INELIGIBLE',
  'NOT_APPLY',
  'PENDING',
  'SUBMITTED',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Statuses a client may see or filter by, including the derived one. */
export const VISIBLE_APPLICATION_STATUSES = [...APPLICATION_STATUSES, 'DID_NOT_RESPOND'] as const;
export type VisibleApplicationStatus = (typeof VISIBLE_APPLICATION_STATUSES)[number];

export const DEADLINE_TYPES = ['REQUIRED', 'ROLLING'] as const;
export type DeadlineType = (typeof DEADLINE_TYPES)[number];

export const REPORT_URGENCIES = ['COURTESY', 'REQUIRED'] as const;
export type ReportUrgency = (typeof REPORT_URGENCIES)[number];

export const GRANT_FREQUENCIES = ['ONE_TIME', 'RECURRING'] as const;
export type GrantFrequency = (typeof GRANT_FREQUENCIES)[number];

export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const ROLES = ['ADMIN', 'MANAGER', 'USER'] as const;
export type Role = (typeof ROLES)[number];

export const CHAT_DATA_SOURCES = ['documents', 'database'] as const;
export type ChatDataSource = (typeof CHAT_DATA_SOURCES)[number];

export const FINE_TUNING_REMARKS = ['active', 'disabled'] as const;
export type FineTuningRemark = (typeof FINE_TUNING_REMARKS)[number];

export const IMPORT_STATUSES = ['PENDING', 'IN_PROGRESS', 'COMPLETED', 'FAILED'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const DRIVE_PROVIDERS = ['google_drive', 'one_drive'] as const;
export type DriveProvider = (typeof DRIVE_PROVIDERS)[number];

/** Answers to the 'application submitted' question of the grant and application forms (docs/product.md, Updating an application). */
export const SUBMITTED_ANSWERS = ['YES', 'NO', 'INELIGIBLE'] as const;
export type SubmittedAnswer = (typeof SUBMITTED_ANSWERS)[number];

/** Status choices shown once an application is submitted (answer YES) in the update form. */
export const SUBMITTED_STATUS_CHOICES = ['AWARDED', 'DECLINED', 'PENDING'] as const;
export type SubmittedStatusChoice = (typeof SUBMITTED_STATUS_CHOICES)[number];

/** Record filters of the grant list and report center. */
export const RECORD_FILTERS = ['ALL', 'SUBMITTED', 'NOT_SUBMITTED'] as const;
export type RecordFilter = (typeof RECORD_FILTERS)[number];

export const CHAT_LAYOUTS = ['row', 'column'] as const;
export type ChatLayout = (typeof CHAT_LAYOUTS)[number];
