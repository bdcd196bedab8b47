import type { FieldChange, HistoryAction, HistoryValue } from './history-subjects.ts';

/** A record as history compares it: field name → value (nested objects are not compared). */
export type HistoryRecord = Readonly<Record<string, unknown>>;

function historyValue(value: unknown): HistoryValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  return JSON.stringify(value);
}

/**
 * The fields whose value differs between `before` and `after` (null for a created or deleted record), in the
 * order of `fields` when given, else of the keys of both. `fields` keeps internal columns out of the history.
 */
export function changedFields(
  before: HistoryRecord | null,
  after: HistoryRecord | null,
  fields?: readonly string[],
): FieldChange[] {
  const names = fields ?? [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: FieldChange[] = [];
  for (const field of names) {
    const from = historyValue(before?.[field]);
    const to = historyValue(after?.[field]);
    if (from !== to) changes.push({ field, from, to });
  }
  return changes;
}

/**
 * What an entry says happened: created or deleted by the records present, STATUS_CHANGED when the status is
 * among the changes, else UPDATED; null when an update changed nothing (no entry is written).
 */
export function historyActionOf(
  before: HistoryRecord | null,
  after: HistoryRecord | null,
  changes: readonly FieldChange[],
): HistoryAction | null {
  if (before === null) return 'CREATED';
  if (after === null) return 'DELETED';
  if (changes.length === 0) return null;
  return changes.some((change) => change.field === 'status') ? 'STATUS_CHANGED' : 'UPDATED';
}
