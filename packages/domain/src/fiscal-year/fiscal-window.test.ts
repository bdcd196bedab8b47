import { describe, expect, it } from 'vitest';
import { fiscalWindow } from './fiscal-window.ts';

describe('fiscalWindow', () => {
  it.each([
    ['2020-07-01', '2026-06-15', undefined, 2025, { start: '2025-07-01', end: '2026-06-30' }],
    ['2020-07-01', '2026-07-01', undefined, 2026, { start: '2026-07-01', end: '2027-06-30' }],
    [null, '2026-06-15', 2024, 2024, { start: '2024-01-01', end: '2024-12-31' }],
  ])('anchor %j, today %s, year %j → FY %i', (anchor, today, year, fiscalYear, range) => {
    expect(fiscalWindow(anchor, today, year)).toEqual({ fiscalYear, range });
  });

  it.each([1899, 9999, 2024.5])('year %j is a VALIDATION error on fiscalYear', (year) => {
    expect(() => fiscalWindow(null, '2026-01-01', year)).toThrow(
      expect.objectContaining({ code: 'VALIDATION', details: { fiscalYear: 'This field is invalid.' } }),
    );
  });
});
