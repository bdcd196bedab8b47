import { isApplicationOverdue } from '@grantflow/domain/dates/overdue';
import { describe, expect, it } from 'vitest';
import { grantListView, viewFilters } from './grant-list-view.ts';

describe('the grant list view', () => {
  it('opens on the upcoming deadlines, not on every year', () => {
    expect(grantListView({})).toBe('upcoming');
  });

  it('opens on history when a link names a year or a status', () => {
    expect(grantListView({ awardYear: 2026 })).toBe('all');
    expect(grantListView({ submissionYear: 2025 })).toBe('all');
    expect(grantListView({ status: 'AWARDED' })).toBe('all');
  });

  it('keeps the view the address names', () => {
    expect(grantListView({ view: 'overdue', awardYear: 2026 })).toBe('overdue');
    expect(grantListView({ view: 'all' })).toBe('all');
  });

  it('reads upcoming from today on, overdue as the domain rule, history unbounded', () => {
    expect(viewFilters('upcoming', '2026-12-03')).toEqual({
      startAt: '2026-12-03',
      endAt: null,
      status: null,
    });
    expect(viewFilters('all', '2026-12-03')).toEqual({ startAt: null, endAt: null, status: null });
    const overdue = viewFilters('overdue', '2026-03-01');
    expect(overdue).toEqual({ startAt: null, endAt: '2026-02-28', status: 'NOT_APPLY' });
    // Its last day is overdue by the domain's rule; today is not.
    expect(isApplicationOverdue({ status: 'NOT_APPLY', deadline: overdue.endAt }, '2026-03-01')).toBe(true);
    expect(isApplicationOverdue({ status: 'NOT_APPLY', deadline: '2026-03-01' }, '2026-03-01')).toBe(false);
  });
});
