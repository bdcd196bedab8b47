import { PAGE_SIZES } from '@grantflow/domain/constants/limits';

export const PROGRAMS_PAGE_SIZE = PAGE_SIZES.programs;

export interface PageSlice<T> {
  items: T[];
  page: number;
  pages: number;
}

/** One page of a list held in memory; the page is clamped so a deletion never leaves an empty page. */
export function paginate<T>(
  items: readonly T[],
  page: number,
  pageSize: number = PROGRAMS_PAGE_SIZE,
): PageSlice<T> {
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pages);
  const start = (current - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page: current, pages };
}
