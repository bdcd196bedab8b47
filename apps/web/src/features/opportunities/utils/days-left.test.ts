import { describe, expect, it } from 'vitest';
import { CLOSING_SOON_DAYS, daysLeft, localToday } from './days-left.ts';

describe('daysLeft', () => {
  const today = '2026-12-04';

  it('counts whole days to the close date', () => {
    expect(daysLeft('2027-01-31', today)).toEqual({ days: 58, urgency: 'open' });
  });

  it('keeps the close day itself open, closing soon', () => {
    expect(daysLeft(today, today)).toEqual({ days: 0, urgency: 'soon' });
  });

  it('marks two weeks or less as closing soon, and the day after as open', () => {
    expect(daysLeft('2026-12-18', today)?.urgency).toBe('soon');
    expect(daysLeft('2026-12-18', today)?.days).toBe(CLOSING_SOON_DAYS);
    expect(daysLeft('2026-12-19', today)?.urgency).toBe('open');
  });

  it('marks a passed close date overdue with negative days', () => {
    expect(daysLeft('2026-12-01', today)).toEqual({ days: -3, urgency: 'overdue' });
  });

  it('answers null without a readable close date', () => {
    expect(daysLeft(null, today)).toBeNull();
    expect(daysLeft('soon', today)).toBeNull();
  });
});

describe('localToday', () => {
  it('reads the browser-local calendar day', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
