import type { DbTransaction } from '@grantflow/db/client';
import { insertHistoryEntry } from '@grantflow/db/repositories/history';
import { changedFields, type HistoryRecord, historyActionOf } from '@grantflow/domain/history/changed-fields';
import type { HistorySubject } from '@grantflow/domain/history/history-subjects';

export interface RecordChangeOptions {
  /** The transaction of the change itself: the entry commits or rolls back with it. */
  tx: DbTransaction;
  organizationId: number;
  subject: HistorySubject;
  /** The funder the subject belongs to (its funder's timeline shows its status changes), when it has one. */
  funderId: number | null;
  /** Who acted; null or undefined for a system write (an import, a job). */
  userId: number | null | undefined;
  /** The record before the change; null when it was created. Raw values (dates yyyy-MM-dd, money in cents). */
  before: HistoryRecord | null;
  /** The record after the change; null when it was deleted. */
  after: HistoryRecord | null;
  /** The fields history shows, in order; others (ids, timestamps) are ignored. */
  fields: readonly string[];
}

/** A change as a use case's repositories take it: bound to their transaction and organisation. */
export type HistoryChange = Omit<RecordChangeOptions, 'tx' | 'organizationId'>;

/**
 * Writes one history entry for a change (docs/architecture.md, History): CREATED, DELETED, STATUS_CHANGED or
 * UPDATED with the fields that differ; nothing when an update changed nothing. Call it inside the use case's
 * transaction, after the write succeeded, so a refused change leaves no entry.
 */
export async function recordChange(options: RecordChangeOptions): Promise<void> {
  const { before, after, fields } = options;
  const changes = changedFields(before, after, fields);
  const action = historyActionOf(before, after, changes);
  if (action === null) return;
  await insertHistoryEntry(options.tx, options.organizationId, {
    subject: options.subject,
    funderId: options.funderId,
    userId: options.userId ?? null,
    action,
    // A deletion is shown as one line; the last values are not repeated.
    changes: action === 'DELETED' ? [] : changes,
  });
}
