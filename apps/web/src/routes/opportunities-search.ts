import { isWireDate } from '@grantflow/domain/dates/calendar-date';

// /opportunities keeps its search and filters in the address, so a reload, Back or a shared link shows the same list.

export const OPPORTUNITY_STATUSES = ['forecasted', 'posted', 'closed'] as const;

export type OpportunityStatusFilter = (typeof OPPORTUNITY_STATUSES)[number];

export interface OpportunitiesSearch {
  search?: string;
  /** Grants.gov's status (`state`, as the grant list's `status` means an application's). */
  state?: OpportunityStatusFilter;
  /** Close date on or after, yyyy-MM-dd. */
  closeFrom?: string;
  /** Close date on or before, yyyy-MM-dd. */
  closeTo?: string;
  agency?: string;
  page?: number;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim().length > 0 ? value : undefined;
}

function wireDate(value: unknown): string | undefined {
  return isWireDate(value) ? value : undefined;
}

/** Tolerant: a hand-edited address drops a bad value instead of failing the page. */
export function parseOpportunitiesSearch(raw: Record<string, unknown>): OpportunitiesSearch {
  const page = Number(raw.page);
  return {
    search: text(raw.search),
    state: OPPORTUNITY_STATUSES.find((s) => s === raw.state),
    closeFrom: wireDate(raw.closeFrom),
    closeTo: wireDate(raw.closeTo),
    agency: text(raw.agency),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}
