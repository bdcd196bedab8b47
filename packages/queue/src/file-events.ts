import type { GrantflowQueue } from './queue-backend.ts';

/**
 * The shared queue on which every stored, replaced or deleted funder document is announced, so that
 * the assistant (apps/ai) can index it or drop it. Producers: the documents use cases (uploads, edits,
 * deletes) and the importer. Consumer: the assistant's indexer. Delivery is at least once, so the
 * consumer must be idempotent (re-indexing a file replaces its chunks).
 */
export const FILE_EVENTS_QUEUE = 'file-events';

export type FileEvent =
  /** A file's bytes were stored (new upload, import, or replaced content): (re)index it. */
  | { type: 'file.stored'; organizationId: number; fileId: number }
  /** A file's name or folder changed but not its bytes: update the title/path context only. */
  | { type: 'file.renamed'; organizationId: number; fileId: number }
  /** The file is gone: drop its chunks. */
  | { type: 'file.deleted'; organizationId: number; fileId: number };

/**
 * Publishes one event. The job id folds the event's identity and a stamp so that a retried
 * publication of the same change is stored once, while a later change of the same file is not
 * swallowed by the first one's id. Parts are joined with '_': BullMQ refuses a custom id with ':'
 * (unless it has exactly three parts, its legacy repeatable-job form).
 */
export async function publishFileEvent(
  queue: GrantflowQueue<FileEvent>,
  event: FileEvent,
  stamp: string | number = Date.now(),
): Promise<void> {
  await queue.add(event.type, event, {
    jobId: `${event.type}_${event.organizationId}_${event.fileId}_${stamp}`,
  });
}
