import { describe, expect, it } from 'vitest';
import type { AwardsByYearRow, FunderTypesCount } from '../graphql/dashboard.ts';
import {
  CHART_FUNDER_TYPES,
  comparisonByYearData,
  fundingByTypeData,
  hasComparisonData,
  hasFundingByTypeData,
} from './chart-data.ts';

const row = (year: number, awarded: number, pending: number, requested: number): AwardsByYearRow => ({
  year,
  awarded,
  awardedCount: awarded > 0 ? 1 : 0,
  pending,
  pendingCount: pending > 0 ? 1 : 0,
  requested,
  requestedCount: requested > 0 ? 1 : 0,
});

describe('comparisonByYearData', () => {
  it("labels each fiscal year 'FY {year}' and keeps the API's order", () => {
    const bars = comparisonByYearData(
      [row(2023, 1, 2, 3), row(2024, 0, 0, 0), row(2025, 10, 20, 30)],
      (y) => `FY ${y}`,
    );
    expect(bars.map((b) => b.label)).toEqual(['FY 2023', 'FY 2024', 'FY 2025']);
    expect(bars[2]).toEqual({ label: 'FY 2025', year: 2025, awarded: 10, pending: 20, requested: 30 });
    expect(hasComparisonData(bars)).toBe(true);
  });

  it('has no data when every amount is zero', () => {
    expect(hasComparisonData(comparisonByYearData([row(2025, 0, 0, 0)], String))).toBe(false);
  });
});

describe('fundingByTypeData', () => {
  const counts: FunderTypesCount = {
    foundation: 5,
    corporate: 0,
    government: 1.5,
    government_local: 0,
    government_state: 2,
    other: 0,
  };

  it('uses the lower-case types without organization', () => {
    expect(CHART_FUNDER_TYPES).toEqual([
      'corporate',
      'foundation',
      'government',
      'government_local',
      'government_state',
      'other',
    ]);
    expect(CHART_FUNDER_TYPES).not.toContain('organization');
  });

  it('maps every chart type to its awarded amount and label', () => {
    const bars = fundingByTypeData(counts, (type) => type.toUpperCase());
    expect(bars).toHaveLength(6);
    expect(bars.find((b) => b.type === 'government_state')).toEqual({
      type: 'government_state',
      label: 'GOVERNMENT_STATE',
      amount: 2,
    });
    expect(hasFundingByTypeData(bars)).toBe(true);
  });

  it('has no data when nothing was awarded', () => {
    const zero = Object.fromEntries(CHART_FUNDER_TYPES.map((t) => [t, 0])) as FunderTypesCount;
    expect(hasFundingByTypeData(fundingByTypeData(zero, String))).toBe(false);
  });
});
