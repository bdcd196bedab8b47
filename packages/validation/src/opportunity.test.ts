import { describe, expect, it } from 'vitest';
import { opportunitySearchArgsSchema } from './opportunity.ts';

describe('searchOpportunities arguments', () => {
  it('reads absent filters and blank text as none, with the default page', () => {
    expect(opportunitySearchArgsSchema.parse({ search: '  ' })).toEqual({
      search: null,
      filters: { closeFrom: null, closeTo: null, agency: null },
      pagination: { page: 1, pageSize: 20 },
    });
  });

  it('keeps a status, a close-date range and an agency', () => {
    const parsed = opportunitySearchArgsSchema.parse({
      search: 'youth literacy',
      filters: { status: 'posted', closeFrom: '2027-01-01', closeTo: '2027-03-31', agency: ' HHS ' },
    });
    expect(parsed.filters).toEqual({
      status: 'posted',
      closeFrom: '2027-01-01',
      closeTo: '2027-03-31',
      agency: 'HHS',
    });
  });

  it('refuses an inverted range on closeTo, an unknown status, a bad date and a line break, coded', () => {
    const issues = (args: unknown) =>
      opportunitySearchArgsSchema.safeParse(args).error?.issues.map((issue) => issue.path.join('.'));
    expect(issues({ filters: { closeFrom: '2027-02-01', closeTo: '2027-01-01' } })).toEqual([
      'filters.closeTo',
    ]);
    expect(issues({ filters: { status: 'open' } })).toEqual(['filters.status']);
    expect(issues({ filters: { closeFrom: '31/01/2027' } })).toEqual(['filters.closeFrom']);
    expect(issues({ search: 'a\nb' })).toEqual(['search']);
    expect(issues({ search: 'x'.repeat(201) })).toEqual(['search']);
  });
});
