import { describe, expect, it } from 'vitest';
import { savedSearchAddress, savedSearchInput } from './saved-search.ts';

describe('saved searches', () => {
  it('saves the list search and filters under the trimmed name', () => {
    expect(savedSearchInput('  Literacy, posted ', { search: 'literacy', state: 'posted', page: 3 })).toEqual(
      {
        name: 'Literacy, posted',
        search: 'literacy',
        filters: { status: 'posted', closeFrom: null, closeTo: null, agency: null },
      },
    );
  });

  it('opens the address a saved search names, without empty values', () => {
    expect(
      savedSearchAddress({
        search: 'arts',
        filters: { status: 'forecasted', closeFrom: null, closeTo: '2027-06-30', agency: 'EXA' },
      }),
    ).toEqual({ search: 'arts', state: 'forecasted', closeTo: '2027-06-30', agency: 'EXA' });
    expect(savedSearchAddress({ search: null, filters: { status: 'archived' } })).toEqual({});
  });
});
