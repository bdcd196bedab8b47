import { describe, expect, it } from 'vitest';
import { parseOpportunitiesSearch } from '../../../routes/opportunities-search.ts';
import {
  isNarrowed,
  opportunityVariables,
  pageCount,
  rangeInvalid,
  withFilter,
  withPage,
} from './opportunity-filters.ts';

describe('opportunityVariables', () => {
  it('sends absent filters as null and the first page by default', () => {
    expect(opportunityVariables({})).toEqual({
      search: null,
      filters: { status: null, closeFrom: null, closeTo: null, agency: null },
      pagination: { page: 1, pageSize: 10 },
    });
  });

  it('sends the search, every filter and the page as the address holds them', () => {
    const variables = opportunityVariables({
      search: ' literacy ',
      state: 'posted',
      closeFrom: '2026-12-01',
      closeTo: '2027-03-31',
      agency: ' EXA ',
      page: 2,
    });
    expect(variables).toEqual({
      search: 'literacy',
      filters: { status: 'posted', closeFrom: '2026-12-01', closeTo: '2027-03-31', agency: 'EXA' },
      pagination: { page: 2, pageSize: 10 },
    });
  });
});

describe('the address', () => {
  it('drops values it cannot read', () => {
    expect(
      parseOpportunitiesSearch({ state: 'open', closeFrom: '12/01/2026', page: '0', search: ' ' }),
    ).toEqual({
      search: undefined,
      state: undefined,
      closeFrom: undefined,
      closeTo: undefined,
      agency: undefined,
      page: undefined,
    });
  });

  it('starts again at page 1 when a filter changes, and drops blanks', () => {
    expect(withFilter({ search: 'arts', page: 3 }, { state: 'posted', agency: '' })).toEqual({
      search: 'arts',
      state: 'posted',
    });
    expect(withFilter({ state: 'posted' }, { state: undefined })).toEqual({});
  });

  it('leaves page 1 out of the address', () => {
    expect(withPage({ search: 'arts' }, 1)).toEqual({ search: 'arts', page: undefined });
    expect(withPage({ search: 'arts' }, 2)).toEqual({ search: 'arts', page: 2 });
  });

  it('knows when the list is narrowed', () => {
    expect(isNarrowed({})).toBe(false);
    expect(isNarrowed({ page: 2 })).toBe(false);
    expect(isNarrowed({ closeTo: '2027-01-01' })).toBe(true);
  });

  it('refuses a close-date range that ends before it starts', () => {
    expect(rangeInvalid({ closeFrom: '2027-02-01', closeTo: '2027-01-31' })).toBe(true);
    expect(rangeInvalid({ closeFrom: '2027-01-31', closeTo: '2027-01-31' })).toBe(false);
    expect(rangeInvalid({ closeTo: '2027-01-31' })).toBe(false);
  });

  it('counts at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12)).toBe(2);
  });
});
