import { DID_NOT_RESPOND_THRESHOLD_DAYS } from '@grantflow/domain/constants/limits';
import { addDays } from '@grantflow/domain/dates/date-arithmetic';
import { type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { dashboardMonthTotals } from '../schema/dashboard-summaries.ts';
import { applications } from '../schema/grants.ts';
import type { FiscalYearSpan } from './dashboard.ts';
import { awardedInSql, pendingInSql, type SqlDateRange, sentInSql } from './dashboard-sql.ts';
import { type MonthSplit, splitByMonth } from './month-split.ts';
import { toNumber } from './shared.ts';

export interface AwardsByYearRecord {
  year: number;
  awardedCents: number;
  awardedCount: number;
  pendingCents: number;
  pendingCount: number;
  requestedCents: number;
  requestedCount: number;
  /** Awarded plus pending: what the year has secured or still has in play. */
  totalCents: number;
}

/** A VALUES list of (year, first, last) for summary months or edge days. */
function yearRangesSql(rows: readonly { year: number; start: string | null; end: string | null }[]) {
  return sql.join(
    rows.map(
      (row) => sql`(${row.year}::int, ${row.start ?? '-infinity'}::date, ${row.end ?? 'infinity'}::date)`,
    ),
    sql`, `,
  );
}

const YEAR_RANGE: SqlDateRange = { start: sql`r.start_day`, end: sql`r.end_day` };

interface YearSplit {
  year: number;
  split: MonthSplit;
}

const monthRows = (splits: readonly YearSplit[]) =>
  splits.flatMap(({ year, split }) => (split.months ? [{ year, ...toRange(split.months) }] : []));
const edgeRows = (splits: readonly YearSplit[]) =>
  splits.flatMap(({ year, split }) => split.edges.map((edge) => ({ year, ...edge })));
const toRange = (months: NonNullable<MonthSplit['months']>) => ({ start: months.from, end: months.to });

/** One part of awardsByYear's union: per year, the six sums in a fixed order (absent ones 0). */
function awardsPart(
  rows: readonly { year: number; start: string | null; end: string | null }[],
  from: SQL,
  sums: { awarded?: SQL; pending?: SQL; requested?: SQL },
): SQL[] {
  if (rows.length === 0) return [];
  const zero = sql`0::numeric, 0::numeric`;
  return [
    sql`select r.year, ${sums.awarded ?? zero}, ${sums.pending ?? zero}, ${sums.requested ?? zero}
      from (values ${yearRangesSql(rows)}) r(year, start_day, end_day) ${from} group by r.year`,
  ];
}

/**
 * awardsByYear: sent, awarded and pending amounts and counts per fiscal year, in the order given. The whole
 * months of each year come from dashboard_month_totals (at most 12 rows a year, whatever the organisation's
 * size); the days of a partial month (a fiscal year starting mid-month; pending's did-not-respond cut-off)
 * from the applications, by the same definitions (dashboard-sql.ts), on the award-date and submission-date
 * indexes.
 */
export async function awardsByYear(
  tx: DbExecutor,
  organizationId: number,
  spans: readonly FiscalYearSpan[],
  today: string,
): Promise<AwardsByYearRecord[]> {
  if (spans.length === 0) return [];
  // Pending is sent no earlier than the cut-off: an older submission with no answer did not respond.
  const cutoff = addDays(today, -DID_NOT_RESPOND_THRESHOLD_DAYS);
  const sent = spans.map((span) => ({ year: span.year, split: splitByMonth(span) }));
  const pending = spans.map((span) => ({
    year: span.year,
    split: splitByMonth({ start: [span.start, cutoff].sort()[1] ?? cutoff, end: span.end }),
  }));
  const t = dashboardMonthTotals;
  const summary = sql`join ${t} on ${t.organizationId} = ${organizationId}
    and ${t.month} between r.start_day and r.end_day`;
  const base = (condition: SQL) =>
    sql`join ${applications} on ${applications.organizationId} = ${organizationId} and ${condition}`;
  const parts = [
    ...awardsPart(monthRows(sent), summary, {
      awarded: sql`sum(${t.awardedCents}), sum(${t.awardedCount})`,
      requested: sql`sum(${t.requestedCents}), sum(${t.requestedCount})`,
    }),
    ...awardsPart(monthRows(pending), summary, {
      pending: sql`sum(${t.awaitingCents}), sum(${t.awaitingCount})`,
    }),
    ...awardsPart(edgeRows(sent), base(awardedInSql(YEAR_RANGE)), {
      awarded: sql`sum(${applications.amountAwardedCents}), count(*)`,
    }),
    ...awardsPart(edgeRows(sent), base(sentInSql(YEAR_RANGE)), {
      requested: sql`sum(${applications.amountRequestedCents}), count(*)`,
    }),
    ...awardsPart(edgeRows(pending), base(pendingInSql(YEAR_RANGE, today)), {
      pending: sql`sum(${applications.amountRequestedCents}), count(*)`,
    }),
  ];
  const result = parts.length
    ? await tx.execute<Record<string, string | number | null>>(sql`
    select year, coalesce(sum(awarded), 0) as awarded, coalesce(sum(awarded_count), 0) as awarded_count,
      coalesce(sum(pending), 0) as pending, coalesce(sum(pending_count), 0) as pending_count,
      coalesce(sum(requested), 0) as requested, coalesce(sum(requested_count), 0) as requested_count
    from (${sql.join(parts, sql` union all `)})
      parts(year, awarded, awarded_count, pending, pending_count, requested, requested_count)
    group by year`)
    : { rows: [] };
  const byYear = new Map(result.rows.map((row) => [toNumber(row.year), row]));
  return spans.map(({ year }) => {
    const row = byYear.get(year) ?? {};
    const awardedCents = toNumber(row.awarded);
    const pendingCents = toNumber(row.pending);
    return {
      year,
      awardedCents,
      awardedCount: toNumber(row.awarded_count),
      pendingCents,
      pendingCount: toNumber(row.pending_count),
      requestedCents: toNumber(row.requested),
      requestedCount: toNumber(row.requested_count),
      totalCents: awardedCents + pendingCents,
    };
  });
}
