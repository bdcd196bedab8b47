import { DomainError, type DomainErrorCode } from '@grantflow/domain/shared/errors';
import { type AnyColumn, and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { KeysetCursor } from './keyset.ts';

/** A 1-based page of a list; `pageSize` already bounded by the caller. */
export interface PageRequest {
  page: number;
  pageSize: number;
  /**
   * A keyset read instead of an OFFSET page (the exports' batches): the `pageSize` rows after this cursor (a
   * previous read's `next`), or from the first row when null; `page` is then not read.
   */
  after?: KeysetCursor | null;
}

export interface Page<T> {
  items: T[];
  /** Undefined when the caller did not ask for it (`withTotal: false`): no count was run. */
  total?: number;
  /** A keyset read's cursor after its last item (for the next read's `after`); undefined otherwise or when empty. */
  next?: KeysetCursor;
}

export interface DateRange {
  /** Inclusive `yyyy-MM-dd`; either side may be open. */
  start?: string | null;
  end?: string | null;
}

export function offsetOf(page: PageRequest): number {
  return page.after === undefined ? (Math.max(1, page.page) - 1) * page.pageSize : 0;
}

/**
 * The `pageTotal` column of a page's select: `counted` (a `count()` over the same FROM and WHERE) as an
 * uncorrelated scalar subquery, which PostgreSQL runs once per statement; null when the total is not wanted.
 */
export function pageTotalColumn(counted: SQLWrapper | null): SQL<string | number | null> {
  return counted ? sql<string>`(${counted})` : sql<null>`null`;
}

/**
 * One page of `rows` (filtered and ordered by the caller, selecting `pageTotalColumn(counted)` as
 * `pageTotal`, and for a keyset read its order's `cursorColumn` as `pageCursor`) and the total of `counted`:
 * one statement, so page and total come from one snapshot. The count runs on its own only for a page past
 * the end, which has no row to carry it. A keyset read (`page.after`, the caller's WHERE holding its
 * order's `after`) starts at its first row and returns the last row's cursor as `next`.
 */
export async function selectPage<Row extends { pageTotal: unknown; pageCursor?: KeysetCursor | null }>(
  rows: { limit(count: number): { offset(count: number): Preparable<Row[]> } },
  counted: Preparable<readonly { value: number }[]> | null,
  page: PageRequest,
): Promise<{
  rows: Omit<Row, 'pageTotal' | 'pageCursor'>[];
  total: number | undefined;
  next?: KeysetCursor;
}> {
  const pageRows = await prepared(rows.limit(page.pageSize).offset(offsetOf(page)));
  const items = pageRows.map(({ pageTotal: _total, pageCursor: _cursor, ...row }) => row);
  const next = pageRows.at(-1)?.pageCursor ?? undefined;
  const keyset = next ? { next } : {};
  if (!counted) return { rows: items, total: undefined, ...keyset };
  const first = pageRows[0];
  if (first) return { rows: items, total: Number(first.pageTotal), ...keyset };
  if (offsetOf(page) === 0 && !page.after) return { rows: items, total: 0 };
  const [total] = await prepared(counted);
  return { rows: items, total: total?.value ?? 0 };
}

/** A drizzle query that can become a prepared statement. */
export interface Preparable<T> {
  prepare(): { execute(): Promise<T> };
}

/**
 * Runs `query` as a named prepared statement (drizzle names it after a hash of its SQL text and parameter
 * types): PostgreSQL parses it once per connection and may keep its plan. Only for statements whose text
 * does not grow with the data (ids go in as one array parameter, see `organizationRowsIn`), so a
 * connection holds a bounded number of them.
 */
export function prepared<T>(query: Preparable<T>): Promise<T> {
  return query.prepare().execute();
}

/** The organisation's rows whose `column` is one of `ids` (each id sent once): the batch loaders' filter. */
export function organizationRowsIn(
  organizationColumn: AnyColumn,
  organizationId: number,
  column: AnyColumn,
  ids: readonly number[],
): SQL | undefined {
  // One array parameter, not `in ($1, $2, …)`: the statement text stays the same for any number of ids.
  return and(
    eq(organizationColumn, organizationId),
    sql`${column} = any(${sql.param([...new Set(ids)])}::int[])`,
  );
}

/** `value` inside an inclusive date range, one condition per closed side (none for an open range). */
export function dateRangeConditions(value: SQLWrapper, range: DateRange | undefined): SQL[] {
  const parts: SQL[] = [];
  if (range?.start) parts.push(sql`${value} >= ${range.start}::date`);
  if (range?.end) parts.push(sql`${value} <= ${range.end}::date`);
  return parts;
}

/** `%term%` for ILIKE with the user's own `%`, `_` and `\` taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The row, or the entity's *_NOT_FOUND error (another organisation's id looks exactly like a missing one). */
export function found<T>(row: T | undefined, code: DomainErrorCode): T {
  if (row === undefined) throw new DomainError(code);
  return row;
}

/** bigint aggregates come back from pg as text; cents stay exact up to 2^53. */
export const toNumber = (value: unknown): number => Number(value ?? 0);
export const toNullableNumber = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/** PostgreSQL's unique_violation, e.g. a program name taken in the organisation. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The date an award counts on (fiscal year, date ranges): received, else attributed, else the deadline. */
export const AWARD_DATE_SQL = sql.raw('coalesce(aw.receivement_date, aw.fiscal_date, aw.deadline)');
