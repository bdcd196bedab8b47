import { describe, expect, it } from 'vitest';
import { isRenewalDue, nextCycle, renewalFolderName } from './next-cycle.ts';

describe('nextCycle', () => {
  it.each([
    // previous deadline, today, next deadline, years
    ['2026-03-01', '2026-01-10', '2027-03-01', 1],
    ['2025-12-01', '2026-11-26', '2026-12-01', 1],
    ['2025-11-26', '2026-11-26', '2026-11-26', 1], // an anniversary today is still due
    ['2025-11-25', '2026-11-26', '2027-11-25', 2], // passed yesterday: the next anniversary
    ['2020-06-30', '2026-11-26', '2027-06-30', 7],
    ['2024-02-29', '2024-12-01', '2025-02-28', 1], // Feb 29 → Feb 28 in a common year
    ['2024-02-29', '2027-03-01', '2028-02-29', 4], // … and Feb 29 again in a leap year
  ])('after %s on %s is %s (+%i years)', (previous, today, deadline, years) => {
    expect(nextCycle(previous, today)).toEqual({ deadline, years });
  });
});

describe('isRenewalDue', () => {
  it.each([
    ['2027-03-26', '2026-11-26', 120, true],
    ['2027-03-27', '2026-11-26', 120, false],
    ['2026-11-26', '2026-11-26', 0, true],
    ['2026-11-27', '2026-11-26', 0, false],
  ])('%s from %s within %i days: %s', (deadline, today, within, due) => {
    expect(isRenewalDue(deadline, today, within)).toBe(due);
  });
});

describe('renewalFolderName', () => {
  it('names the folder by the year of the new deadline', () => {
    expect(renewalFolderName('2027-03-01')).toBe('Renewal 2027');
  });
});
