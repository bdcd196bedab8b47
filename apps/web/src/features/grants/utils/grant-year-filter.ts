import type { GrantListSearch } from '../../../routes/search.ts';

/** Which date's fiscal year the grant list's FY filter reads: the submission date or the award date. */
export type YearBasis = 'submission' | 'award';

export const YEAR_BASES: readonly YearBasis[] = ['submission', 'award'];

export function isYearBasis(value: string | null): value is YearBasis {
  return value === 'submission' || value === 'award';
}

/** The FY filter as the address holds it: `awardYear` or `submissionYear` (never both). */
export function readYearFilter(search: GrantListSearch): { year: number | undefined; basis: YearBasis } {
  return search.awardYear !== undefined
    ? { year: search.awardYear, basis: 'award' }
    : { year: search.submissionYear, basis: 'submission' };
}

/** The address query for a year on a basis, keeping the status; the other basis's year is removed. */
export function yearFilterSearch(
  status: GrantListSearch['status'],
  year: number | undefined,
  basis: YearBasis,
): GrantListSearch {
  return basis === 'award'
    ? { status, awardYear: year, submissionYear: undefined }
    : { status, submissionYear: year, awardYear: undefined };
}
