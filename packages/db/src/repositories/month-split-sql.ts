import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { SqlDateRange } from './dashboard-sql.ts';
import type { InclusiveDays, MonthSplit } from './month-split.ts';

// SQL for the two halves of a MonthSplit (month-split.ts): the summary rows of its whole months, and a base-row
// condition over its edge days.

/** `month` (a summary's first-of-month key) within the split's whole months. */
export function wholeMonthsSql(month: SQLWrapper, months: NonNullable<MonthSplit['months']>): SQL {
  const parts: SQL[] = [];
  if (months.from !== null) parts.push(sql`${month} >= ${months.from}::date`);
  if (months.to !== null) parts.push(sql`${month} <= ${months.to}::date`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** `condition` over any of the edges (each an inclusive range), or null when there is none. */
export function edgesSql(
  edges: readonly InclusiveDays[],
  condition: (range: SqlDateRange) => SQL,
): SQL | null {
  if (edges.length === 0) return null;
  const each = edges.map((edge) =>
    condition({ start: sql`${edge.start}::date`, end: sql`${edge.end}::date` }),
  );
  return sql`(${sql.join(each, sql` or `)})`;
}
