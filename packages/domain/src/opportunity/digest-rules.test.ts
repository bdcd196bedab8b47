import { describe, expect, it } from 'vitest';
import { combineDigestSections, digestStatuses, digestWindowStart } from './digest-rules.ts';

describe('digest rules', () => {
  it('lists open statuses unless the saved search names one', () => {
    expect(digestStatuses(null)).toEqual(['forecasted', 'posted']);
    expect(digestStatuses('closed')).toEqual(['closed']);
  });

  it('starts the window at the last digest, or at the search’s creation', () => {
    const createdAt = new Date('2026-12-01T00:00:00Z');
    const lastDigestAt = new Date('2026-12-03T08:00:00Z');
    expect(digestWindowStart({ createdAt, lastDigestAt: null })).toEqual(createdAt);
    expect(digestWindowStart({ createdAt, lastDigestAt })).toEqual(lastDigestAt);
  });

  it('lists each opportunity once, under the first search that matched it, and drops empty sections', () => {
    const sections = combineDigestSections([
      { name: 'Literacy', items: [{ id: 1 }, { id: 2 }] },
      { name: 'Tutoring', items: [{ id: 2 }] },
      { name: 'Youth', items: [{ id: 2 }, { id: 3 }] },
    ]);
    expect(sections).toEqual([
      { name: 'Literacy', items: [{ id: 1 }, { id: 2 }] },
      { name: 'Youth', items: [{ id: 3 }] },
    ]);
  });
});
