import { describe, expect, it } from 'vitest';
import { parseCalendarSearch } from './calendar-search.ts';
import {
  buildMonthGrid,
  formatMonthParam,
  initialFocusDate,
  moveDate,
  parseMonthParam,
  shiftMonth,
  weekdayOf,
  weekdayOrder,
} from './month-grid.ts';

const dates = (grid: ReturnType<typeof buildMonthGrid>) => grid.weeks.map((w) => w.map((d) => d.date));

describe('buildMonthGrid', () => {
  it('fills the first and last weeks with the neighbouring months (Sunday first)', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const grid = buildMonthGrid({ year: 2026, month: 11 });
    expect(grid.weeks).toHaveLength(5);
    expect(grid.start).toBe('2026-11-01');
    expect(grid.end).toBe('2026-12-05');
    const lastWeek = grid.weeks[4] ?? [];
    expect(lastWeek.map((d) => [d.date, d.inMonth])).toEqual([
      ['2026-11-29', true],
      ['2026-11-30', true],
      ['2026-12-01', false],
      ['2026-12-02', false],
      ['2026-12-03', false],
      ['2026-12-04', false],
      ['2026-12-05', false],
    ]);
  });

  it('starts weeks on Monday when asked', () => {
    const grid = buildMonthGrid({ year: 2026, month: 11 }, 1);
    expect(grid.start).toBe('2026-10-26');
    expect(grid.end).toBe('2026-12-06');
    expect(grid.weeks).toHaveLength(6);
    expect(grid.weeks.every((w) => w[0]?.weekday === 1 && w[6]?.weekday === 0)).toBe(true);
  });

  it('spans a year boundary', () => {
    const grid = buildMonthGrid({ year: 2027, month: 1 });
    expect(grid.start).toBe('2026-12-27');
    expect(grid.end).toBe('2027-02-06');
    expect(dates(grid)[0]?.slice(0, 6)).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
  });

  it('has four weeks for a February that fits exactly', () => {
    // February 2015: 28 days from Sunday 1 to Saturday 28.
    const grid = buildMonthGrid({ year: 2015, month: 2 });
    expect(grid.weeks).toHaveLength(4);
    expect(grid.weeks.flat().every((d) => d.inMonth)).toBe(true);
  });

  it('always shows whole weeks of consecutive days covering the month', () => {
    for (let year = 2023; year <= 2028; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        for (const start of [0, 1] as const) {
          const grid = buildMonthGrid({ year, month }, start);
          const days = grid.weeks.flat();
          expect(grid.weeks.every((w) => w.length === 7)).toBe(true);
          expect(grid.weeks.length).toBeGreaterThanOrEqual(4);
          expect(grid.weeks.length).toBeLessThanOrEqual(6);
          expect(days.filter((d) => d.inMonth).map((d) => d.day)).toEqual(
            Array.from({ length: days.filter((d) => d.inMonth).length }, (_, i) => i + 1),
          );
          expect(days[0]?.weekday).toBe(start);
        }
      }
    }
  });
});

describe('weeks and months', () => {
  it('knows weekdays', () => {
    expect(weekdayOf('1970-01-01')).toBe(4);
    expect(weekdayOf('2026-11-25')).toBe(3);
    expect(weekdayOf('2000-02-29')).toBe(2);
  });

  it('orders the header from the first day of the week', () => {
    expect(weekdayOrder(0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });

  it('shifts months across years', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2026, month: 5 }, -17)).toEqual({ year: 2024, month: 12 });
  });

  it('reads and writes the month parameter', () => {
    expect(formatMonthParam({ year: 2026, month: 3 })).toBe('2026-03');
    expect(parseMonthParam('2026-03')).toEqual({ year: 2026, month: 3 });
    expect(parseMonthParam('2026-13')).toBeUndefined();
    expect(parseMonthParam('26-03')).toBeUndefined();
    expect(parseMonthParam(202603)).toBeUndefined();
  });
});

describe('moveDate (keyboard)', () => {
  it('moves by days and weeks across month ends', () => {
    expect(moveDate('2026-11-30', 'ArrowRight')).toBe('2026-12-01');
    expect(moveDate('2026-12-01', 'ArrowLeft')).toBe('2026-11-30');
    expect(moveDate('2026-11-28', 'ArrowDown')).toBe('2026-12-05');
    expect(moveDate('2026-11-03', 'ArrowUp')).toBe('2026-10-27');
  });

  it('goes to the start and end of the week', () => {
    // Wednesday 25 November 2026.
    expect(moveDate('2026-11-25', 'Home')).toBe('2026-11-22');
    expect(moveDate('2026-11-25', 'End')).toBe('2026-11-28');
    expect(moveDate('2026-11-25', 'Home', 1)).toBe('2026-11-23');
    expect(moveDate('2026-11-25', 'End', 1)).toBe('2026-11-29');
  });

  it('moves by months, clamping the day', () => {
    expect(moveDate('2027-01-31', 'PageDown')).toBe('2027-02-28');
    expect(moveDate('2026-03-31', 'PageUp')).toBe('2026-02-28');
    expect(moveDate('2026-12-15', 'PageDown')).toBe('2027-01-15');
  });

  it('focuses today in its month, else the first', () => {
    expect(initialFocusDate({ year: 2026, month: 11 }, '2026-11-25')).toBe('2026-11-25');
    expect(initialFocusDate({ year: 2026, month: 12 }, '2026-11-25')).toBe('2026-12-01');
  });
});

describe('parseCalendarSearch', () => {
  it('keeps a valid month and drops anything else', () => {
    expect(parseCalendarSearch({ month: '2026-11' })).toEqual({ month: '2026-11' });
    expect(parseCalendarSearch({ month: '2026-00' })).toEqual({ month: undefined });
    expect(parseCalendarSearch({})).toEqual({ month: undefined });
  });
});
