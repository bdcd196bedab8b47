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

describe('closing window', () => {
  it('is today to today + N, narrowed by an explicit range', async () => {
    const { closingWindow } = await import('./closing-window.ts');
    const none = { closeFrom: null, closeTo: null };
    expect(closingWindow('2026-12-04', 60, none)).toEqual({ closeFrom: '2026-12-04', closeTo: '2027-02-02' });
    expect(closingWindow('2026-12-04', null, none)).toEqual(none);
    expect(closingWindow('2026-12-04', 60, { closeFrom: '2026-12-10', closeTo: '2027-06-01' })).toEqual({
      closeFrom: '2026-12-10',
      closeTo: '2027-02-02',
    });
  });
});
