import { describe, expect, it } from 'vitest';
import { paginate } from './paginate.ts';

const items = Array.from({ length: 23 }, (_, i) => i + 1);

describe('paginate', () => {
  it('cuts pages of 10', () => {
    expect(paginate(items, 1)).toEqual({ items: items.slice(0, 10), page: 1, pages: 3 });
    expect(paginate(items, 3).items).toEqual([21, 22, 23]);
  });

  it('clamps the page into range', () => {
    expect(paginate(items, 9).page).toBe(3);
    expect(paginate(items, 0).page).toBe(1);
    expect(paginate([], 2)).toEqual({ items: [], page: 1, pages: 1 });
  });
});
