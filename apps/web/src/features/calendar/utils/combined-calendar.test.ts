import { describe, expect, it } from 'vitest';
import type { CombinedDeadlines } from '../../consultant/index.ts';
import { combinedCalendarLists } from './combined-calendar.ts';

const alder = { id: '1', name: 'Alder Trust' };
const cedar = { id: '3', name: 'Cedar Works' };

const combined: CombinedDeadlines = {
  start: '2026-11-01',
  end: '2026-12-06',
  organizations: [alder, cedar],
  grantDeadlines: [
    {
      organization: cedar,
      deadline: {
        id: '31',
        deadline: '2026-11-03',
        deadlineType: 'REQUIRED',
        status: 'NOT_APPLY',
        amountRequested: null,
        funder: { id: '7', name: 'Cedar Funder' },
        program: null,
      },
    },
  ],
  reportDeadlines: [
    {
      organization: alder,
      deadline: {
        id: '41',
        deadline: '2026-11-09',
        urgency: 'COURTESY',
        funder: { id: '5', name: 'Alder Funder' },
        program: null,
      },
    },
  ],
};

describe('combinedCalendarLists', () => {
  it('labels each funder with its organisation', () => {
    const lists = combinedCalendarLists(combined, '');
    expect(lists.grantDeadlines.map((d) => d.funder.name)).toEqual(['Cedar Funder (Cedar Works)']);
    expect(lists.reportDeadlines.map((d) => d.funder.name)).toEqual(['Alder Funder (Alder Trust)']);
  });

  it('keeps only the organisation asked for', () => {
    const lists = combinedCalendarLists(combined, alder.id);
    expect(lists.grantDeadlines).toEqual([]);
    expect(lists.reportDeadlines.map((d) => d.id)).toEqual(['41']);
  });
});
