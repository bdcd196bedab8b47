import { type SQL, sql } from 'drizzle-orm';
import { dashboardMonthAwards } from '../schema/dashboard-summaries.ts';
import { applications, grants } from '../schema/grants.ts';
import { awardedInSql } from './dashboard-sql.ts';
import { splitByMonth } from './month-split.ts';
import { edgesSql, wholeMonthsSql } from './month-split-sql.ts';
import type { DateRange } from './shared.ts';

/**
 * The organisation's awards with the award date in `range` (inclusive, either side open) as rows of
 * (funder_id, program_id, cents, n): whole months from dashboard_month_awards (one row per month, funder and
 * program, whatever the number of awards), the days of partial months from the awarded applications and
 * their grants (awardedInSql). Sum `cents` and `n` per funder, program or funder type; a group whose `n` sums
 * to 0 had no award (summary rows stay at zero when their awards go).
 */
export function awardsInRangeSql(organizationId: number, range: DateRange): SQL {
  const { months, edges } = splitByMonth(range);
  const s = dashboardMonthAwards;
  const parts: SQL[] = [];
  if (months) {
    parts.push(sql`select ${s.funderId} as funder_id, ${s.programId} as program_id,
      ${s.awardedCents}::numeric as cents, ${s.awardedCount}::bigint as n
      from ${s} where ${s.organizationId} = ${organizationId} and ${wholeMonthsSql(s.month, months)}`);
  }
  const onEdges = edgesSql(edges, awardedInSql);
  if (onEdges) {
    parts.push(sql`select ${grants.funderId} as funder_id, ${grants.programId} as program_id,
      coalesce(${applications.amountAwardedCents}, 0)::numeric as cents, 1::bigint as n
      from ${applications}
      join ${grants} on ${grants.id} = ${applications.grantId} and ${grants.organizationId} = ${applications.organizationId}
      where ${applications.organizationId} = ${organizationId} and ${onEdges}`);
  }
  if (parts.length === 0) {
    return sql`select null::int as funder_id, null::int as program_id, 0::numeric as cents, 0::bigint as n where false`;
  }
  return sql.join(parts, sql` union all `);
}
