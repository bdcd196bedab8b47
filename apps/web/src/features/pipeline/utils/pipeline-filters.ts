import { PAGE_SIZES } from '@grantflow/domain/constants/limits';

/** docs/product.md, Screens and routes: all, submitted, awarded, pending, declined and the other statuses. */
export const PIPELINE_STATUS_FILTERS = [
  'ALL',
  'SUBMITTED',
  'AWARDED',
  'PENDING',
  'DECLINED',
  'NOT_APPLY',
  'INELIGIBLE',
  'DID_NOT_RESPOND',
] as const;
export type PipelineStatusFilter = (typeof PIPELINE_STATUS_FILTERS)[number];

export function isPipelineStatusFilter(value: string): value is PipelineStatusFilter {
  return (PIPELINE_STATUS_FILTERS as readonly string[]).includes(value);
}

export const PIPELINE_PAGE_SIZE = PAGE_SIZES.tableAlternate;
