import {
  type OrganizationScopeSearch,
  parseOrganizationScopeSearch,
} from '../../../routes/organization-scope-search.ts';
import { formatMonthParam, parseMonthParam } from './month-grid.ts';

/** /calendar?month=2026-11 — the shown month (and the organisation scope), so it survives reloads and can be shared. */
export interface CalendarSearch extends OrganizationScopeSearch {
  month?: string;
}

export function parseCalendarSearch(raw: Record<string, unknown>): CalendarSearch {
  const month = parseMonthParam(raw.month);
  return { month: month ? formatMonthParam(month) : undefined, ...parseOrganizationScopeSearch(raw) };
}
