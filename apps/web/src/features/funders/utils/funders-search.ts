import { PAGE_SIZES } from '@grantflow/domain/constants/limits';
import type { FundersSearch } from '../../../routes/search.ts';

export const FUNDERS_PAGE_SIZE = PAGE_SIZES.funders;

/** The query value for a typed search: trimmed, and absent when blank (keeps the address clean). */
export function normalizeSearch(text: string | null | undefined): string | undefined {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? undefined : trimmed;
}

/**
 * The address query after a (debounced) search change, or null when nothing changes. A new search starts
 * again at page 1, so the page is dropped.
 */
export function searchChange(current: FundersSearch, text: string): FundersSearch | null {
  const search = normalizeSearch(text);
  if (search === normalizeSearch(current.search)) return null;
  return { search, page: undefined };
}

/** The query after choosing a page; page 1 is the default and is left out of the address. */
export function pageChange(current: FundersSearch, page: number): FundersSearch {
  return { search: current.search, page: page > 1 ? page : undefined };
}

export function pageCount(total: number, pageSize: number = FUNDERS_PAGE_SIZE): number {
  if (!Number.isFinite(total) || total <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** The page to request: at least 1 (a missing or bad query value reads as 1). */
export function requestedPage(page: number | undefined): number {
  return page !== undefined && Number.isInteger(page) && page > 0 ? page : 1;
}

/** The last page when `page` lies past the end of a non-empty list (the address is then corrected), else null. */
export function outOfRangePage(
  page: number,
  total: number,
  pageSize: number = FUNDERS_PAGE_SIZE,
): number | null {
  const last = pageCount(total, pageSize);
  return total > 0 && page > last ? last : null;
}
