import { describe, expect, it } from 'vitest';
import { ariaSort, type FunderSortState, nextFunderSort } from './funder-sort.ts';

describe('nextFunderSort', () => {
  it.each<[FunderSortState | null, 'WIN_RATE' | 'MEDIAN_RESPONSE_DAYS', FunderSortState | null]>([
    [null, 'WIN_RATE', { field: 'WIN_RATE', direction: 'DESC' }],
    [{ field: 'WIN_RATE', direction: 'DESC' }, 'WIN_RATE', { field: 'WIN_RATE', direction: 'ASC' }],
    [{ field: 'WIN_RATE', direction: 'ASC' }, 'WIN_RATE', null],
    [null, 'MEDIAN_RESPONSE_DAYS', { field: 'MEDIAN_RESPONSE_DAYS', direction: 'ASC' }],
    [
      { field: 'WIN_RATE', direction: 'ASC' },
      'MEDIAN_RESPONSE_DAYS',
      { field: 'MEDIAN_RESPONSE_DAYS', direction: 'ASC' },
    ],
  ])('%j, click %s → %j', (current, field, next) => {
    expect(nextFunderSort(current, field)).toEqual(next);
  });

  it('sorts a 990 figure largest first', () => {
    expect(nextFunderSort(null, 'LATEST_REVENUE')).toEqual({ field: 'LATEST_REVENUE', direction: 'DESC' });
    expect(nextFunderSort({ field: 'LATEST_REVENUE', direction: 'DESC' }, 'LATEST_GRANTS_PAID')).toEqual({
      field: 'LATEST_GRANTS_PAID',
      direction: 'DESC',
    });
  });

  it('names the sorted column for assistive technology', () => {
    expect(ariaSort({ field: 'WIN_RATE', direction: 'DESC' }, 'WIN_RATE')).toBe('descending');
    expect(ariaSort({ field: 'WIN_RATE', direction: 'DESC' }, 'MEDIAN_RESPONSE_DAYS')).toBe('none');
    expect(ariaSort(null, 'WIN_RATE')).toBe('none');
  });
});
