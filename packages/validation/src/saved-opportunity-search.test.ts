import { describe, expect, it } from 'vitest';
import { savedOpportunitySearchSchema } from './saved-opportunity-search.ts';

describe('saveOpportunitySearch params', () => {
  it('trims the name and reads blank text and absent filters as none', () => {
    expect(savedOpportunitySearchSchema.parse({ name: '  Literacy ', search: ' ' })).toEqual({
      name: 'Literacy',
      search: null,
      filters: { closeFrom: null, closeTo: null, agency: null },
    });
  });

  it('reads the filters as searchOpportunities does, issues on the same paths', () => {
    const issues = (params: unknown) =>
      savedOpportunitySearchSchema.safeParse(params).error?.issues.map((issue) => issue.path.join('.'));
    expect(issues({ name: '' })).toEqual(['name']);
    expect(issues({ name: 'x'.repeat(101) })).toEqual(['name']);
    expect(issues({ name: 'A', filters: { closeFrom: '2027-02-01', closeTo: '2027-01-01' } })).toEqual([
      'filters.closeTo',
    ]);
    expect(issues({ name: 'A', filters: { status: 'open' } })).toEqual(['filters.status']);
    expect(issues({ name: 'A', search: 'a\nb' })).toEqual(['search']);
  });
});
