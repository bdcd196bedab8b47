import { describe, expect, it } from 'vitest';
import { longDate, monthTitle, weekdayName } from './calendar-format.ts';

describe('calendar formatting', () => {
  it('names months and days in the chosen language', () => {
    expect(monthTitle({ year: 2026, month: 11 }, 'en')).toBe('November 2026');
    expect(monthTitle({ year: 2026, month: 3 }, 'de')).toBe('März 2026');
    expect(weekdayName(0, 'en', 'short')).toBe('Sun');
    expect(weekdayName(1, 'en', 'long')).toBe('Monday');
    expect(longDate('2026-11-25', 'en')).toBe('Wednesday, November 25, 2026');
  });
});
