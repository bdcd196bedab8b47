import { PAGE_SIZES } from '@grantflow/domain/constants/limits';
import { WIRE_DATE_MAX, WIRE_DATE_MIN } from '@grantflow/domain/dates/wire-date-range';
import type { FunderType } from '@grantflow/domain/shared/enums';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { dashboardMonthTotals } from '../schema/dashboard-summaries.ts';
import { funders } from '../schema/funders.ts';
import { applications } from '../schema/grants.ts';
import { programs, programYearlyGoals } from '../schema/programs.ts';
import { awardsInRangeSql } from './awards-in-range-sql.ts';
import { awardDateSql, awardedInSql, pendingInSql, sentInSql } from './dashboard-sql.ts';
import {
  type FundingParties,
  type FundingPartiesRow,
  fundingParties,
  fundingPartiesColumns,
  partiesJoinSql,
} from './parties-sql.ts';
import { toNullableNumber, toNumber } from './shared.ts';

// Every function here is ONE statement that aggregates in PostgreSQL (GROUP BY / FILTER); JavaScript only renames
// and converts the result. The aggregates read the month summaries kept exact by the database
// (dashboard_month_totals and dashboard_month_awards, docs/architecture.md, Kept-exact summaries), so their cost
// does not grow with the organisation; only the print lists read applications. awardsByYear: awards-by-year.ts.

/** One fiscal year: its name (the calendar year it starts in) and its inclusive days. */
export interface FiscalYearSpan {
  year: number;
  start: string;
  end: string;
}

/** Awarded cents per funder type within one fiscal year (types with no award are absent). */
export async function awardedByFunderType(
  tx: DbExecutor,
  organizationId: number,
  span: FiscalYearSpan,
): Promise<Map<FunderType, { cents: number; count: number }>> {
  const awarded = awardsInRangeSql(organizationId, span);
  const result = await tx.execute<{ type: FunderType; cents: string; count: string }>(sql`
    with awarded as (${awarded})
    select ${funders.type} as type, sum(awarded.cents) as cents, sum(awarded.n) as count
    from awarded join ${funders} on ${funders.id} = awarded.funder_id and ${funders.organizationId} = ${organizationId}
    group by ${funders.type}
    having sum(awarded.n) > 0`);
  return new Map(
    result.rows.map((row) => [row.type, { cents: toNumber(row.cents), count: toNumber(row.count) }]),
  );
}

/** The organisation's goal per fiscal year: the sum of its programs' goals (years without any are absent). */
export async function yearlyGoals(
  tx: DbExecutor,
  organizationId: number,
  years: readonly number[],
): Promise<Map<number, number>> {
  if (years.length === 0) return new Map();
  const result = await tx.execute<{ year: number; cents: string }>(sql`
    select ${programYearlyGoals.fiscalYear} as year, sum(${programYearlyGoals.goalCents}) as cents
    from ${programYearlyGoals}
    where ${programYearlyGoals.organizationId} = ${organizationId}
      and ${programYearlyGoals.fiscalYear} in (${sql.join(
        years.map((year) => sql`${year}::int`),
        sql`, `,
      )})
    group by ${programYearlyGoals.fiscalYear}`);
  return new Map(result.rows.map((row) => [toNumber(row.year), toNumber(row.cents)]));
}

export interface ActivityBounds {
  /** The earliest award date of an AWARDED application, or null. */
  oldestAward: string | null;
  /** The earliest submission or award date: where the organisation's history starts. */
  firstActivity: string | null;
  /**
   * Rows stored before the wire date range (SECURITY 22) existed, with a date before 1900-01-01, were
   * left out of both bounds: one bad row must not take the organisation's dashboard down.
   */
  ignoredOutOfRange: boolean;
}

export async function activityBounds(tx: DbExecutor, organizationId: number): Promise<ActivityBounds> {
  // min() subqueries, each answered from the first entry of an index (applications_awarded_date_idx,
  // applications_organization_submission_idx) instead of a scan of the organisation's applications; the
  // lower bound keeps them index range scans. Dates after the range cannot be a minimum unless every date
  // is, and are left to the fiscal-year math, which handles any 4-digit year. Whether any date lies outside
  // the range is read from the month totals: the range starts and ends on a month's bounds.
  const t = dashboardMonthTotals;
  const result = await tx.execute<{
    oldest_award: string | null;
    oldest_submission: string | null;
    ignored: boolean;
  }>(sql`
    select (select min(${awardDateSql}) from ${applications}
        where ${applications.organizationId} = ${organizationId} and ${applications.status} = 'AWARDED'
          and ${awardDateSql} between ${WIRE_DATE_MIN}::date and ${WIRE_DATE_MAX}::date)::text as oldest_award,
      (select min(${applications.submissionDate}) from ${applications}
        where ${applications.organizationId} = ${organizationId}
          and ${applications.submissionDate} between ${WIRE_DATE_MIN}::date and ${WIRE_DATE_MAX}::date)::text as oldest_submission,
      exists (select 1 from ${t}
        where ${t.organizationId} = ${organizationId} and (${t.awardedCount} > 0 or ${t.requestedCount} > 0)
          and (${t.month} < ${WIRE_DATE_MIN}::date or ${t.month} > ${`${WIRE_DATE_MAX.slice(0, 7)}-01`}::date)) as ignored`);
  const row = result.rows[0];
  const oldestAward = row?.oldest_award ?? null;
  const oldestSubmission = row?.oldest_submission ?? null;
  const candidates = [oldestAward, oldestSubmission].filter((day): day is string => day !== null).sort();
  return { oldestAward, firstActivity: candidates[0] ?? null, ignoredOutOfRange: row?.ignored === true };
}

export interface ProgramGoalRecord {
  id: number;
  name: string;
  yearlyGoalCents: number | null;
  achievedCents: number;
  /** Goal minus achieved, never below zero. */
  missingCents: number;
}

/** Each program's goal and awarded amount in one fiscal year, by name; the awards summed per program first. */
export async function programGoals(
  tx: DbExecutor,
  organizationId: number,
  span: FiscalYearSpan,
): Promise<ProgramGoalRecord[]> {
  const result = await tx.execute<{ id: number; name: string; goal: string | null; achieved: string }>(sql`
    select ${programs.id} as id, ${programs.name} as name, ${programYearlyGoals.goalCents} as goal,
      coalesce(awarded.cents, 0) as achieved
    from ${programs}
    left join ${programYearlyGoals} on ${programYearlyGoals.programId} = ${programs.id}
      and ${programYearlyGoals.organizationId} = ${programs.organizationId}
      and ${programYearlyGoals.fiscalYear} = ${span.year}::int
    left join (
      select awards.program_id, sum(awards.cents) as cents
      from (${awardsInRangeSql(organizationId, span)}) awards
      where awards.program_id is not null
      group by awards.program_id
    ) awarded on awarded.program_id = ${programs.id}
    where ${programs.organizationId} = ${organizationId}
    order by lower(${programs.name}), ${programs.id}`);
  return result.rows.map((row) => {
    const yearlyGoalCents = toNullableNumber(row.goal);
    const achievedCents = toNumber(row.achieved);
    return {
      id: toNumber(row.id),
      name: row.name,
      yearlyGoalCents,
      achievedCents,
      missingCents: Math.max((yearlyGoalCents ?? 0) - achievedCents, 0),
    };
  });
}

export const DASHBOARD_KINDS = ['SENT', 'AWARDED', 'PENDING'] as const;
export type DashboardKind = (typeof DASHBOARD_KINDS)[number];

export interface DashboardApplicationRecord extends FundingParties {
  id: number;
  /** Requested for SENT and PENDING, awarded for AWARDED. */
  amountCents: number;
  /** Submission date for SENT and PENDING, award date for AWARDED. */
  date: string;
}

/** The rows behind one dashboard card (its print-only table), by date; at most the printable page size. */
export async function dashboardApplications(
  tx: DbExecutor,
  organizationId: number,
  span: FiscalYearSpan,
  kind: DashboardKind,
  today: string,
): Promise<DashboardApplicationRecord[]> {
  const range = { start: sql`${span.start}::date`, end: sql`${span.end}::date` };
  const condition =
    kind === 'AWARDED'
      ? awardedInSql(range)
      : kind === 'SENT'
        ? sentInSql(range)
        : pendingInSql(range, today);
  const amount = kind === 'AWARDED' ? applications.amountAwardedCents : applications.amountRequestedCents;
  const date = kind === 'AWARDED' ? awardDateSql : sql`${applications.submissionDate}`;
  const result = await tx.execute<
    FundingPartiesRow & { id: number; amount: string | null; date: string }
  >(sql`
    select ${applications.id} as id, ${fundingPartiesColumns}, ${amount} as amount, (${date})::text as date
    from ${applications} ${partiesJoinSql}
    where ${applications.organizationId} = ${organizationId} and ${condition}
    order by 7, ${applications.id}
    limit ${PAGE_SIZES.printable}`);
  return result.rows.map((row) => ({
    id: toNumber(row.id),
    ...fundingParties(row),
    amountCents: toNumber(row.amount),
    date: row.date,
  }));
}
