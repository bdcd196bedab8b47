import { describe, expect, it } from 'vitest';
import { readInBatches } from './read-in-batches.ts';

const list = Array.from({ length: 7 }, (_, index) => index + 1);
const pageOf = (page: number, size: number) => Promise.resolve(list.slice((page - 1) * size, page * size));

describe('readInBatches', () => {
  it('hands on every page until a short one, in order', async () => {
    const batches: number[][] = [];
    expect(await readInBatches(3, pageOf, (rows) => void batches.push([...rows]))).toBe(7);
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  it('asks once more after a full last page and hands on no empty batch', async () => {
    const pages: number[] = [];
    const batches: number[][] = [];
    const read = (page: number, size: number) => {
      pages.push(page);
      return pageOf(page, size);
    };
    expect(await readInBatches(7, read, (rows) => void batches.push([...rows]))).toBe(7);
    expect(pages).toEqual([1, 2]);
    expect(batches).toEqual([list]);
  });
});
