import type {
  DeadlineType,
  GrantFrequency,
  ReportUrgency,
  VisibleApplicationStatus,
} from '../shared/enums.ts';

// English display labels of the specification. The web app translates through i18next; these are the
// English source texts and the fallback for exports (Excel, print).

export const APPLICATION_STATUS_LABELS: Readonly<Record<VisibleApplicationStatus, string>> = {
  AWARDED: 'Awarded',
  DECLINED: 'Declined',
  INELIGIBLE: 'Ineligible',
  NOT_APPLY: 'Open',
  PENDING: 'Pending',
  SUBMITTED: 'Submitted',
  DID_NOT_RESPOND: 'Did not respond',
};

export const DEADLINE_TYPE_LABELS: Readonly<Record<DeadlineType, string>> = {
  REQUIRED: 'Hard',
  ROLLING: 'Rolling',
};

export const REPORT_URGENCY_LABELS: Readonly<Record<ReportUrgency, string>> = {
  COURTESY: 'Courtesy',
  REQUIRED: 'Required',
};

// §9 says the catalogue shows one_time as Hard and recurring as Rolling; kept as the catalogue has it.
export const GRANT_FREQUENCY_LABELS: Readonly<Record<GrantFrequency, string>> = {
  ONE_TIME: 'Hard',
  RECURRING: 'Rolling',
};

export function applicationStatusLabel(status: VisibleApplicationStatus): string {
  return APPLICATION_STATUS_LABELS[status];
}

export function deadlineTypeLabel(type: DeadlineType): string {
  return DEADLINE_TYPE_LABELS[type];
}

export function reportUrgencyLabel(urgency: ReportUrgency): string {
  return REPORT_URGENCY_LABELS[urgency];
}

export function grantFrequencyLabel(frequency: GrantFrequency): string {
  return GRANT_FREQUENCY_LABELS[frequency];
}
