/**
 * Reads a list query page after page until a short page, handing each non-empty page on as it comes: the
 * exports' way to read "every row matching the filters" without holding them all.
 * Returns the number of rows read.
 */
export async function readInBatches<T>(
  pageSize: number,
  readPage: (page: number, pageSize: number) => Promise<readonly T[]>,
  onBatch: (rows: readonly T[]) => Promise<void> | void,
): Promise<number> {
  let read = 0;
  for (let page = 1; ; page += 1) {
    const items = await readPage(page, pageSize);
    if (items.length > 0) await onBatch(items);
    read += items.length;
    if (items.length < pageSize) return read;
  }
}

/** Rows read per statement by the list exports. */
export const EXPORT_BATCH_SIZE = 500;
