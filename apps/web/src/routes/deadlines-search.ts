import { NEXT_DAYS_OPTIONS, type NextDaysOption } from '@grantflow/domain/constants/limits';
import { type OrganizationScopeSearch, parseOrganizationScopeSearch } from './organization-scope-search.ts';

/** /deadlines: the organisation scope and the "Next N days" window, so a reload or a shared link keeps both. */
export interface DeadlinesSearch extends OrganizationScopeSearch {
  /** The "Next N days" window; absent means the default. */
  days?: NextDaysOption;
}

export function parseDeadlinesSearch(raw: Record<string, unknown>): DeadlinesSearch {
  const days = NEXT_DAYS_OPTIONS.find((option) => option === Number(raw.days));
  return { ...parseOrganizationScopeSearch(raw), days };
}
