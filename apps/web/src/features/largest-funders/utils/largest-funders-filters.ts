import { LARGEST_FUNDERS_TOP } from '@grantflow/domain/constants/limits';
import { fiscalYearRange } from '@grantflow/domain/fiscal-year/fiscal-year-range';
import type { FiscalYearAnchor } from '@grantflow/domain/fiscal-year/fiscal-year-start';
import { FUNDER_TYPES, type FunderType } from '@grantflow/domain/shared/enums';
import type { ProgramLargestFunders } from '../graphql/largest-funders.ts';

export const ALL_TYPES = 'ALL';
export type FunderTypeFilter = FunderType | typeof ALL_TYPES;

export function isFunderTypeFilter(value: string | null): value is FunderTypeFilter {
  return value === ALL_TYPES || FUNDER_TYPES.some((type) => type === value);
}

/** getLargestFunders' variables: the fiscal year as an inclusive date range, the type unless 'all'. */
export function largestFundersVariables(options: {
  organizationId: string;
  year: number;
  fiscalYearStart: FiscalYearAnchor;
  type: FunderTypeFilter;
}) {
  const { start, end } = fiscalYearRange(options.year, options.fiscalYearStart);
  return {
    organizationId: options.organizationId,
    startAt: start,
    endAt: end,
    type: options.type === ALL_TYPES ? null : options.type,
  };
}

export interface ProgramTopFunders {
  program: ProgramLargestFunders['program'];
  funders: ProgramLargestFunders['funders'];
  /** How many smaller funders of the program are not listed. */
  more: number;
}

/**
 * Per program, its largest funders (the API sends them all, largest first): the top few, like the overall
 * ranking (5; docs/product.md, Constants and limits); programs without an award in the range are left out.
 */
export function topFundersPerProgram(
  programs: readonly ProgramLargestFunders[],
  top: number = LARGEST_FUNDERS_TOP,
): ProgramTopFunders[] {
  return programs
    .filter((entry) => entry.funders.length > 0)
    .map((entry) => ({
      program: entry.program,
      funders: entry.funders.slice(0, top),
      more: Math.max(entry.funders.length - top, 0),
    }));
}
