import { describe, expect, it } from 'vitest';
import { dashboardYearOptions, fiscalYearOptions, yearSelectData } from './fiscal-years.ts';

describe('fiscalYearOptions', () => {
  it('runs from the first fiscal year to the next one, newest first', () => {
    expect(fiscalYearOptions(2025, 2022)).toEqual([2026, 2025, 2024, 2023, 2022]);
  });

  it('offers the last few years without a usable first year', () => {
    expect(fiscalYearOptions(2025)).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
    expect(fiscalYearOptions(2025, 2030)).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
  });

  it("labels the years in the language's short form", () => {
    expect(yearSelectData(fiscalYearOptions(2025, 2025), (year) => `GJ ${year}`)).toEqual([
      { value: '2026', label: 'GJ 2026' },
      { value: '2025', label: 'GJ 2025' },
    ]);
  });
});

describe('dashboardYearOptions', () => {
  it('lists the years from the current one back to the first, newest first', () => {
    expect(dashboardYearOptions(2025, 2022)).toEqual([2025, 2024, 2023, 2022]);
  });

  it('offers the current year alone when the history starts there (or later)', () => {
    expect(dashboardYearOptions(2025, 2025)).toEqual([2025]);
    expect(dashboardYearOptions(2025, 2026)).toEqual([2025]);
  });
});
