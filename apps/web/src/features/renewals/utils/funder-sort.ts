// The funders list's responsiveness and 990 sort: a click on a column sorts by it, best first (highest win
// rate, shortest median response, largest latest revenue or grants paid); a second click reverses it; a
// third goes back to the name order.

export type FunderSortField = 'WIN_RATE' | 'MEDIAN_RESPONSE_DAYS' | 'LATEST_REVENUE' | 'LATEST_GRANTS_PAID';
export interface FunderSortState {
  field: FunderSortField;
  direction: 'ASC' | 'DESC';
}

const BEST_FIRST: Record<FunderSortField, 'ASC' | 'DESC'> = {
  WIN_RATE: 'DESC',
  MEDIAN_RESPONSE_DAYS: 'ASC',
  LATEST_REVENUE: 'DESC',
  LATEST_GRANTS_PAID: 'DESC',
};

export function nextFunderSort(
  current: FunderSortState | null,
  field: FunderSortField,
): FunderSortState | null {
  if (current?.field !== field) return { field, direction: BEST_FIRST[field] };
  if (current.direction === BEST_FIRST[field])
    return { field, direction: current.direction === 'ASC' ? 'DESC' : 'ASC' };
  return null;
}

/** aria-sort of a column header. */
export function ariaSort(
  current: FunderSortState | null,
  field: FunderSortField,
): 'ascending' | 'descending' | 'none' {
  if (current?.field !== field) return 'none';
  return current.direction === 'ASC' ? 'ascending' : 'descending';
}
