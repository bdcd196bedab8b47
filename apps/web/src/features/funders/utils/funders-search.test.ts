import { describe, expect, it } from 'vitest';
import {
  normalizeSearch,
  outOfRangePage,
  pageChange,
  pageCount,
  requestedPage,
  searchChange,
} from './funders-search.ts';

describe('funders list query', () => {
  it('trims the search and drops a blank one', () => {
    expect(normalizeSearch('  river ')).toBe('river');
    expect(normalizeSearch('   ')).toBeUndefined();
    expect(normalizeSearch(undefined)).toBeUndefined();
  });

  it('resets the page on a new search and ignores a same search', () => {
    expect(searchChange({ search: 'a', page: 3 }, 'ab')).toEqual({ search: 'ab', page: undefined });
    expect(searchChange({ search: 'a', page: 3 }, ' a ')).toBeNull();
    expect(searchChange({ page: 2 }, '')).toBeNull();
    expect(searchChange({ search: 'a' }, '')).toEqual({ search: undefined, page: undefined });
  });

  it('keeps the search when changing page and leaves page 1 out', () => {
    expect(pageChange({ search: 'x' }, 2)).toEqual({ search: 'x', page: 2 });
    expect(pageChange({ search: 'x', page: 2 }, 1)).toEqual({ search: 'x', page: undefined });
  });

  it.each([
    [0, 1],
    [12, 1],
    [13, 2],
    [25, 3],
  ])('%s funders make %s pages of 12', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });

  it('reads a missing page as 1', () => {
    expect(requestedPage(undefined)).toBe(1);
    expect(requestedPage(4)).toBe(4);
    expect(requestedPage(0)).toBe(1);
  });
});

describe('outOfRangePage', () => {
  it('names the last page only for a page past the end of a non-empty list', () => {
    expect(outOfRangePage(99, 30, 12)).toBe(3);
    expect(outOfRangePage(3, 30, 12)).toBeNull();
    expect(outOfRangePage(2, 0, 12)).toBeNull();
  });
});
