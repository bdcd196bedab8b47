import { describe, expect, it } from 'vitest';
import { fiscalDate } from './fiscal-date.ts';
import { yearOnlyAwardDate } from './year-only-award-date.ts';

describe('fiscalDate', () => {
  it.each([
    [{ receivementDate: '2026-05-01', submissionDate: '2026-02-01', deadline: '2026-03-01' }, '2026-05-01'],
    [{ receivementDate: null, submissionDate: '2026-02-01', deadline: '2026-03-01' }, '2026-02-01'],
    [{ deadline: '2026-03-01' }, '2026-03-01'],
  ])('%j → %s', (dates, expected) => {
    expect(fiscalDate(dates)).toBe(expected);
  });
});

describe('yearOnlyAwardDate', () => {
  it.each([
    [2024, '2023-03-01', '2024-01-01'],
    [2023, '2023-03-01', '2023-03-01'],
    [2023, '2023-01-01', '2023-01-01'],
  ])('%i after %s → %s', (year, submission, expected) => {
    expect(yearOnlyAwardDate(year, submission)).toBe(expected);
  });
});
