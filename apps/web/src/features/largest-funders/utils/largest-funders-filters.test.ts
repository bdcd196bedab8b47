import { describe, expect, it } from 'vitest';
import {
  isFunderTypeFilter,
  largestFundersVariables,
  topFundersPerProgram,
} from './largest-funders-filters.ts';

const funder = (id: number, amount: number) => ({
  awardedAmount: amount,
  funder: { id: String(id), name: `F${id}` },
});

describe('largestFundersVariables', () => {
  it('turns the fiscal year into its inclusive date range', () => {
    expect(
      largestFundersVariables({
        organizationId: '1',
        year: 2025,
        fiscalYearStart: '2019-07-01',
        type: 'ALL',
      }),
    ).toEqual({ organizationId: '1', startAt: '2025-07-01', endAt: '2026-06-30', type: null });
  });

  it('uses the calendar year without a fiscal-year start and passes a chosen type', () => {
    expect(
      largestFundersVariables({ organizationId: '1', year: 2024, fiscalYearStart: null, type: 'FOUNDATION' }),
    ).toEqual({ organizationId: '1', startAt: '2024-01-01', endAt: '2024-12-31', type: 'FOUNDATION' });
  });

  it('accepts only funder types and "all"', () => {
    expect(isFunderTypeFilter('GOVERNMENT_LOCAL')).toBe(true);
    expect(isFunderTypeFilter('ALL')).toBe(true);
    expect(isFunderTypeFilter('foundation')).toBe(false);
    expect(isFunderTypeFilter(null)).toBe(false);
  });
});

describe('topFundersPerProgram', () => {
  it('keeps the largest five per program, counts the rest and drops programs without awards', () => {
    const programs = [
      {
        program: { id: '1', name: 'Youth' },
        funders: [1, 2, 3, 4, 5, 6, 7].map((id) => funder(id, 100 - id)),
      },
      { program: { id: '2', name: 'Arts' }, funders: [] },
      { program: { id: '3', name: 'Food' }, funders: [funder(9, 10)] },
    ];
    const result = topFundersPerProgram(programs);
    expect(result.map((p) => [p.program.name, p.funders.map((f) => f.funder.id), p.more])).toEqual([
      ['Youth', ['1', '2', '3', '4', '5'], 2],
      ['Food', ['9'], 0],
    ]);
  });
});
