import { describe, expect, it } from 'vitest';
import {
  type CalendarItem,
  deadlineTiming,
  itemCategory,
  itemsByDate,
  itemTone,
  toCalendarItems,
} from './calendar-items.ts';

const funder = (id: string, name: string) => ({ id, name });

const items = toCalendarItems({
  grantDeadlines: [
    {
      id: '1',
      deadline: '2026-11-30',
      deadlineType: 'REQUIRED',
      funder: funder('9', 'Zeta Fund'),
      program: null,
    },
    { id: '2', deadline: '2026-11-30', deadlineType: 'ROLLING', funder: funder('8', 'Acme'), program: null },
  ],
  reportDeadlines: [
    { id: '1', deadline: '2026-11-30', urgency: 'REQUIRED', funder: funder('7', 'Alpha'), program: null },
    { id: '3', deadline: '2026-11-20', urgency: 'COURTESY', funder: funder('7', 'Alpha'), program: null },
  ],
});

const byKey = (key: string) => items.find((i) => i.key === key) as CalendarItem;

describe('calendar items', () => {
  it('keys items by kind so ids of grants and reports never clash', () => {
    expect(items.map((i) => i.key)).toEqual(['grant-1', 'grant-2', 'report-1', 'report-3']);
  });

  it('groups by day with grants first, then by funder name', () => {
    const days = itemsByDate(items);
    expect([...days.keys()]).toEqual(['2026-11-20', '2026-11-30']);
    expect(days.get('2026-11-30')?.map((i) => i.key)).toEqual(['grant-2', 'grant-1', 'report-1']);
  });
});

describe('colour rules', () => {
  it('tells the kind and the report urgency apart', () => {
    expect(itemCategory(byKey('grant-1'))).toBe('grant');
    expect(itemCategory(byKey('report-1'))).toBe('report_required');
    expect(itemCategory(byKey('report-3'))).toBe('report_courtesy');
  });

  it('marks overdue, soon (today to 7 days) and later', () => {
    expect(deadlineTiming('2026-11-24', '2026-11-25')).toBe('overdue');
    expect(deadlineTiming('2026-11-25', '2026-11-25')).toBe('soon');
    expect(deadlineTiming('2026-12-02', '2026-11-25')).toBe('soon');
    expect(deadlineTiming('2026-12-03', '2026-11-25')).toBe('later');
  });

  it('tints by kind and edges by timing', () => {
    const today = '2026-11-25';
    expect(itemTone(byKey('grant-1'), '2026-11-01')).toMatchObject({
      background: 'var(--mantine-color-brand-0)',
      accent: 'var(--mantine-color-brand-6)',
      edgeStyle: 'solid',
      timing: 'later',
    });
    expect(itemTone(byKey('report-1'), today)).toMatchObject({
      background: 'var(--mantine-color-blue-0)',
      accent: 'var(--mantine-color-warning-6)',
      timing: 'soon',
    });
    expect(itemTone(byKey('report-3'), today)).toMatchObject({
      background: 'var(--mantine-color-teal-0)',
      accent: 'var(--mantine-color-error-6)',
      edgeStyle: 'dashed',
      timing: 'overdue',
    });
  });
});
