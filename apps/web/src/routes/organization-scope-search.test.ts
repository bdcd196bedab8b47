import { describe, expect, it } from 'vitest';
import { parseOrganizationIds, parseOrganizationScopeSearch } from './organization-scope-search.ts';

describe('organisation scope in the address', () => {
  it('keeps the scope and the picked ids, dropping bad values and duplicates', () => {
    expect(parseOrganizationScopeSearch({ scope: 'all', orgs: '3,1,x,3,0, 7' })).toEqual({
      scope: 'all',
      orgs: '3,1,7',
    });
    expect(parseOrganizationScopeSearch({ scope: 'other', orgs: 5 })).toEqual({
      scope: undefined,
      orgs: '5',
    });
    expect(parseOrganizationScopeSearch({})).toEqual({ scope: undefined, orgs: undefined });
  });

  it('never holds more than the API takes', () => {
    const many = Array.from({ length: 25 }, (_, index) => String(index + 1)).join(',');
    expect(parseOrganizationIds(many)).toHaveLength(20);
  });
});
