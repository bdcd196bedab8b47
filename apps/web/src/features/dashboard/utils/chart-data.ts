import { FUNDER_TYPES } from '@grantflow/domain/shared/enums';
import type { AwardsByYearRow, FunderTypesCount } from '../graphql/dashboard.ts';

/** The funding-by-type chart's keys: lower-case funder types without ORGANIZATION (docs/product.md, Entities). */
export const CHART_FUNDER_TYPES = FUNDER_TYPES.filter((type) => type !== 'ORGANIZATION').map(
  (type) => type.toLowerCase() as Lowercase<Exclude<(typeof FUNDER_TYPES)[number], 'ORGANIZATION'>>,
);
export type ChartFunderType = (typeof CHART_FUNDER_TYPES)[number];

export type ComparisonBar = {
  /** 'FY 2025', as the charts label it (docs/product.md, Money and dates). */
  label: string;
  year: number;
  awarded: number;
  pending: number;
  requested: number;
};

/** Comparison by year: the chart fiscal years in the order the API gives them (oldest first). */
export function comparisonByYearData(
  rows: readonly AwardsByYearRow[],
  label: (year: number) => string,
): ComparisonBar[] {
  return rows.map((row) => ({
    label: label(row.year),
    year: row.year,
    awarded: row.awarded,
    pending: row.pending,
    requested: row.requested,
  }));
}

export function hasComparisonData(bars: readonly ComparisonBar[]): boolean {
  return bars.some((bar) => bar.awarded > 0 || bar.pending > 0 || bar.requested > 0);
}

export type FunderTypeBar = {
  type: ChartFunderType;
  label: string;
  amount: number;
};

/** Funding by funder type: awarded dollars per lower-case type, in a fixed order. */
export function fundingByTypeData(
  counts: FunderTypesCount,
  label: (type: ChartFunderType) => string,
): FunderTypeBar[] {
  return CHART_FUNDER_TYPES.map((type) => ({ type, label: label(type), amount: counts[type] }));
}

export function hasFundingByTypeData(bars: readonly FunderTypeBar[]): boolean {
  return bars.some((bar) => bar.amount > 0);
}
