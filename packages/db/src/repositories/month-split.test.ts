import { addDays } from '@grantflow/domain/dates/date-arithmetic';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitByMonth } from './month-split.ts';

// Every day of the range is in exactly one piece: a whole month of `months` or one edge, and no other day is.

function coveredDays(range: { start: string; end: string }): string[] {
  const split = splitByMonth(range);
  const days: string[] = [];
  for (let day = addDays(range.start, -40); day <= addDays(range.end, 40); day = addDays(day, 1)) {
    const month = `${day.slice(0, 7)}-01`;
    const inMonths =
      split.months !== null &&
      (split.months.from === null || month >= split.months.from) &&
      (split.months.to === null || month <= split.months.to);
    const inEdges = split.edges.filter((edge) => day >= edge.start && day <= edge.end).length;
    expect(Number(inMonths) + inEdges).toBeLessThanOrEqual(1);
    if (inMonths || inEdges > 0) days.push(day);
  }
  return days;
}

describe('splitByMonth', () => {
  it('covers each day of the range exactly once, and nothing else', () => {
    const day = fc.integer({ min: 0, max: 3 * 366 }).map((n) => addDays('2023-11-15', n));
    fc.assert(
      fc.property(day, fc.integer({ min: -5, max: 400 }), (start, length) => {
        const end = addDays(start, length);
        const expected: string[] = [];
        for (let d = start; d <= end; d = addDays(d, 1)) expected.push(d);
        expect(coveredDays({ start, end })).toEqual(expected);
      }),
      { numRuns: 40 },
    );
  });

  it('reads a fiscal year of whole months from months alone', () => {
    expect(splitByMonth({ start: '2025-07-01', end: '2026-06-30' })).toEqual({
      months: { from: '2025-07-01', to: '2026-06-01' },
      edges: [],
    });
  });

  it('keeps an open side open', () => {
    expect(splitByMonth({ start: null, end: '2026-03-10' })).toEqual({
      months: { from: null, to: '2026-02-01' },
      edges: [{ start: '2026-03-01', end: '2026-03-10' }],
    });
    expect(splitByMonth({ start: '2026-03-10', end: null })).toEqual({
      months: { from: '2026-04-01', to: null },
      edges: [{ start: '2026-03-10', end: '2026-03-31' }],
    });
  });
});
