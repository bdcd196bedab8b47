import { describe, expect, it } from 'vitest';
import { parseFundersSearch, parseGrantListSearch, parseLoginSearch, parsePipelineSearch } from './search.ts';

describe('search params', () => {
  it('reads the grant list year and status', () => {
    expect(parseGrantListSearch({ submissionYear: '2025', status: 'AWARDED' })).toEqual({
      submissionYear: 2025,
      status: 'AWARDED',
    });
    expect(parseGrantListSearch({ submissionYear: 'x', status: 'BOGUS' })).toEqual({
      submissionYear: undefined,
      status: undefined,
    });
  });

  it('reads the pipeline status', () => {
    expect(parsePipelineSearch({ grantStatus: 'NOT_APPLY' }).grantStatus).toBe('NOT_APPLY');
    expect(parsePipelineSearch({ range: 'next90' }).range).toBe('next90');
    expect(parsePipelineSearch({ range: 'lastyear' }).range).toBeUndefined();
  });

  it('reads funders search and page', () => {
    expect(parseFundersSearch({ search: 'river', page: 2 })).toEqual({ search: 'river', page: 2 });
    expect(parseFundersSearch({ page: '-1' }).page).toBeUndefined();
  });

  it('reads the OAuth error', () => {
    expect(parseLoginSearch({ oauth_error: 'no account' }).oauth_error).toBe('no account');
  });
});
