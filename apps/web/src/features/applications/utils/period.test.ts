import { describe, expect, it } from 'vitest';
import { changePeriodMode, periodContaining, periodLabel, periodRange, shiftPeriod } from './period.ts';

describe('periodRange', () => {
  it.each([
    [
      { mode: 'MONTH', year: 2026, month: 11 },
      { startAt: '2026-11-01', endAt: '2026-11-30' },
    ],
    [
      { mode: 'MONTH', year: 2024, month: 2 },
      { startAt: '2024-02-01', endAt: '2024-02-29' },
    ],
    [
      { mode: 'MONTH', year: 2025, month: 2 },
      { startAt: '2025-02-01', endAt: '2025-02-28' },
    ],
    [
      { mode: 'MONTH', year: 2026, month: 12 },
      { startAt: '2026-12-01', endAt: '2026-12-31' },
    ],
    [
      { mode: 'YEAR', year: 2026, month: 5 },
      { startAt: '2026-01-01', endAt: '2026-12-31' },
    ],
    [{ mode: 'ALL', year: 2026, month: 5 }, null],
  ] as const)('%o → %o', (period, range) => {
    expect(periodRange(period)).toEqual(range);
  });
});

describe('shiftPeriod', () => {
  it('wraps months across years both ways', () => {
    expect(shiftPeriod({ mode: 'MONTH', year: 2026, month: 12 }, 1)).toEqual({
      mode: 'MONTH',
      year: 2027,
      month: 1,
    });
    expect(shiftPeriod({ mode: 'MONTH', year: 2026, month: 1 }, -1)).toEqual({
      mode: 'MONTH',
      year: 2025,
      month: 12,
    });
  });

  it('moves years by one and leaves ALL alone', () => {
    expect(shiftPeriod({ mode: 'YEAR', year: 2026, month: 3 }, -1).year).toBe(2025);
    const all = { mode: 'ALL', year: 2026, month: 3 } as const;
    expect(shiftPeriod(all, 1)).toBe(all);
  });
});

describe('periodContaining / changePeriodMode / periodLabel', () => {
  it('starts at today and keeps the position when the mode changes', () => {
    const month = periodContaining('MONTH', '2026-11-25');
    expect(month).toEqual({ mode: 'MONTH', year: 2026, month: 11, today: '2026-11-25' });
    expect(periodRange(changePeriodMode(month, 'YEAR'))).toEqual({
      startAt: '2026-01-01',
      endAt: '2026-12-31',
    });
  });

  it('labels periods in the display language', () => {
    expect(periodLabel({ mode: 'MONTH', year: 2026, month: 11 }, 'en')).toBe('November 2026');
    expect(periodLabel({ mode: 'YEAR', year: 2026, month: 11 }, 'de')).toBe('2026');
    expect(periodLabel({ mode: 'ALL', year: 2026, month: 11 }, 'en')).toBe('');
  });
});

describe('next 90 days', () => {
  it('runs from today to today + 90 days and has no neighbours', () => {
    const period = periodContaining('NEXT_90', '2026-11-26');
    expect(periodRange(period)).toEqual({ startAt: '2026-11-26', endAt: '2027-02-24' });
    expect(shiftPeriod(period, 1)).toEqual(period);
  });

  it('names its dates in the display language', () => {
    const period = periodContaining('NEXT_90', '2026-11-26');
    expect(periodLabel(period, 'de')).toBe('26.11.2026 – 24.02.2027');
    expect(periodLabel(period, 'en')).toBe('11/26/2026 – 02/24/2027');
  });
});
