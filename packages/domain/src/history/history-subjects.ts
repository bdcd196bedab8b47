// What a history entry or a comment is about, and what happened (docs/product.md, History and comments).
// TASK is listed ahead of the tasks feature so its use cases can record history with the same helper.
export const HISTORY_SUBJECT_TYPES = ['FUNDER', 'GRANT', 'APPLICATION', 'REPORT', 'TASK', 'FILE'] as const;
export type HistorySubjectType = (typeof HISTORY_SUBJECT_TYPES)[number];

export const HISTORY_ACTIONS = ['CREATED', 'UPDATED', 'DELETED', 'STATUS_CHANGED', 'COMMENTED'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export interface HistorySubject {
  type: HistorySubjectType;
  id: number;
}

/** A stored value: raw, formatted only on the web (dates yyyy-MM-dd, money in cents, enums as codes). */
export type HistoryValue = string | number | boolean | null;

export interface FieldChange {
  field: string;
  from: HistoryValue;
  to: HistoryValue;
}
