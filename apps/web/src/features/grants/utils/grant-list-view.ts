import { addDays } from '@grantflow/domain/dates/date-arithmetic';
import type { GrantListSearch, GrantListView } from '../../../routes/search.ts';

// The grant list opens on what needs attention (docs/product.md, Screens and routes): deadlines from today on,
// and, one click away, the overdue ones (not applied for, deadline passed: domain's dates/overdue.ts). Every
// year's history is the third view. A link that names a year or a status (the dashboard's cards) asks for
// history, so it opens on all of it.

export const GRANT_LIST_VIEWS: readonly GrantListView[] = ['upcoming', 'overdue', 'all'];

export function grantListView(search: GrantListSearch): GrantListView {
  if (search.view) return search.view;
  return search.status || search.submissionYear || search.awardYear ? 'all' : 'upcoming';
}

export interface ViewFilters {
  /** Deadline from (inclusive). */
  startAt: string | null;
  /** Deadline until (inclusive). */
  endAt: string | null;
  /** The overdue view reads only applications not applied for, whatever the status picker says. */
  status: 'NOT_APPLY' | null;
}

/** The deadline range (and status) a view adds to the list's own filters. */
export function viewFilters(view: GrantListView, today: string): ViewFilters {
  switch (view) {
    case 'upcoming':
      return { startAt: today, endAt: null, status: null };
    case 'overdue':
      // A deadline of today is still due, not overdue.
      return { startAt: null, endAt: addDays(today, -1), status: 'NOT_APPLY' };
    case 'all':
      return { startAt: null, endAt: null, status: null };
  }
}
