import type { KeysetCursor } from '@grantflow/db/repositories/keyset';
import { describe, expect, it } from 'vitest';
import { readInBatches } from './read-in-batches.ts';

const list = Array.from({ length: 7 }, (_, index) => index + 1);
/** A keyset read over `list`: the rows after the cursor's value, and the cursor of the last one. */
const batchOf = (after: KeysetCursor | null, size: number) => {
  const start = after ? list.indexOf(Number(after[0])) + 1 : 0;
  const items = list.slice(start, start + size);
  const last = items.at(-1);
  return Promise.resolve(last === undefined ? { items } : { items, next: [last] });
};

describe('readInBatches', () => {
  it('hands on every batch until a short one, in order, each after the last row read', async () => {
    const cursors: (KeysetCursor | null)[] = [];
    const batches: number[][] = [];
    const read = (after: KeysetCursor | null, size: number) => {
      cursors.push(after);
      return batchOf(after, size);
    };
    expect(await readInBatches(3, read, (rows) => void batches.push([...rows]))).toBe(7);
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(cursors).toEqual([null, [3], [6]]);
  });

  it('asks once more after a full last batch and hands on no empty batch', async () => {
    const cursors: (KeysetCursor | null)[] = [];
    const batches: number[][] = [];
    const read = (after: KeysetCursor | null, size: number) => {
      cursors.push(after);
      return batchOf(after, size);
    };
    expect(await readInBatches(7, read, (rows) => void batches.push([...rows]))).toBe(7);
    expect(cursors).toEqual([null, [7]]);
    expect(batches).toEqual([list]);
  });

  it('stops reading when the receiver fails (the client went away), past the read already asked for', async () => {
    let reads = 0;
    const read = (after: KeysetCursor | null, size: number) => {
      reads += 1;
      return batchOf(after, size);
    };
    const gone = new Error('client gone');
    await expect(
      readInBatches(2, read, () => {
        throw gone;
      }),
    ).rejects.toBe(gone);
    // The second batch was asked for while the first was handed on; no third.
    expect(reads).toBe(2);
  });
});
