import { PAGE_SIZES } from '@grantflow/domain/constants/limits';

/** The grant-list status filter, in the contract's order (docs/product.md, Screens and routes). */
export const GRANT_STATUS_FILTERS = [
  'ALL',
  'AWARDED',
  'DECLINED',
  'NOT_APPLY',
  'INELIGIBLE',
  'PENDING',
  'SUBMITTED',
] as const;
export type GrantStatusFilter = (typeof GRANT_STATUS_FILTERS)[number];

export function isGrantStatusFilter(value: string): value is GrantStatusFilter {
  return (GRANT_STATUS_FILTERS as readonly string[]).includes(value);
}

/** The grant list is wide and dense; it uses the specification's alternate table size (8). */
export const GRANT_LIST_PAGE_SIZE = PAGE_SIZES.tableAlternate;
