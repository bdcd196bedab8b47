import type { KeysetCursor } from '@grantflow/db/repositories/keyset';

/** One keyset batch of a list: its rows and the cursor after the last one (absent when empty). */
export interface Batch<T> {
  items: readonly T[];
  next?: KeysetCursor;
}

/**
 * Reads a list batch after batch (keyset: each batch starts after the previous one's last row, so each costs
 * the same wherever it starts) until a short batch, handing each non-empty batch on as it comes: the
 * exports' way to read "every row matching the filters" without holding them all. The next batch is asked
 * for before the current one is handed on, so the database reads it while the caller writes (at most two
 * batches in memory). An `onBatch` that throws (the client went away) ends the reading there, once the read
 * already asked for has settled. Returns the number of rows read.
 */
export async function readInBatches<T>(
  batchSize: number,
  readBatch: (after: KeysetCursor | null, batchSize: number) => Promise<Batch<T>>,
  onBatch: (rows: readonly T[]) => Promise<void> | void,
): Promise<number> {
  let read = 0;
  let pending = readBatch(null, batchSize);
  for (;;) {
    const { items, next } = await pending;
    read += items.length;
    const more = items.length === batchSize && next !== undefined;
    if (more) pending = readBatch(next, batchSize);
    try {
      if (items.length > 0) await onBatch(items);
    } catch (error) {
      if (more) await pending.catch(() => undefined);
      throw error;
    }
    if (!more) return read;
  }
}

/**
 * Rows read per statement by the list exports: large enough that the per-statement cost (a round trip, a
 * plan) is small against the rows, small enough that a batch in memory stays a few megabytes.
 */
export const EXPORT_BATCH_SIZE = 2000;
