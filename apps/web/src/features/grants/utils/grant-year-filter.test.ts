import { describe, expect, it } from 'vitest';
import { readYearFilter, yearFilterSearch } from './grant-year-filter.ts';

describe('grant list FY filter', () => {
  it('reads the award year before the submission year', () => {
    expect(readYearFilter({ awardYear: 2026 })).toEqual({ year: 2026, basis: 'award' });
    expect(readYearFilter({ submissionYear: 2025 })).toEqual({ year: 2025, basis: 'submission' });
    expect(readYearFilter({})).toEqual({ year: undefined, basis: 'submission' });
  });

  it('writes one year parameter and keeps the status', () => {
    expect(yearFilterSearch('AWARDED', 2026, 'award')).toEqual({ status: 'AWARDED', awardYear: 2026 });
    expect(yearFilterSearch(undefined, 2026, 'submission')).toEqual({
      status: undefined,
      submissionYear: 2026,
    });
  });
});
