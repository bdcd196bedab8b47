import { PAGE_SIZES } from '@grantflow/domain/constants/limits';
import { WIRE_DATE_MAX, WIRE_DATE_MIN } from '@grantflow/domain/dates/wire-date-range';
import type { FunderType } from '@grantflow/domain/shared/enums';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { funders } from '../schema/funders.ts';
import { applications, grants } from '../schema/grants.ts';
import { programs, programYearlyGoals } from '../schema/programs.ts';
import { awardDateSql, awardedInSql, pendingInSql, type SqlDateRange, sentInSql } from './dashboard-sql.ts';
import {
  type FundingParties,
  type FundingPartiesRow,
  fundingParties,
  fundingPartiesColumns,
  grantFunderJoinSql,
  partiesJoinSql,
} from './parties-sql.ts';
import { toNullableNumber, toNumber } from './shared.ts';

// Every function here is ONE statement that aggregates in PostgreSQL (GROUP BY / FILTER) over the
// organisation's indexed columns; JavaScript only renames and converts the result.

/** One fiscal year: its name (the calendar year it starts in) and its inclusive days. */
export interface FiscalYearSpan {
  year: number;
  start: string;
  end: string;
}

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

function spansSql(spans: readonly FiscalYearSpan[]) {
  return sql.join(
    spans.map((span) => sql`(${span.year}::int, ${span.start}::date, ${span.end}::date)`),
    sql`, `,
  );
}

const FY_RANGE: SqlDateRange = { start: sql`fy.start_day`, end: sql`fy.end_day` };

/** awardsByYear: sent, awarded and pending amounts and counts per fiscal year, in the order given. */
export async function awardsByYear(
  tx: DbExecutor,
  organizationId: number,
  spans: readonly FiscalYearSpan[],
  today: string,
): Promise<AwardsByYearRecord[]> {
  if (spans.length === 0) return [];
  const awarded = awardedInSql(FY_RANGE);
  const pending = pendingInSql(FY_RANGE, today);
  const sent = sentInSql(FY_RANGE);
  // Two index range scans per fiscal year, not one pass over the organisation's rows with an OR: awards by
  // award date (partial index applications_awarded_date_idx), sent and pending by submission date
  // (applications_submission_cover_idx). Both cover the columns they read (index-only when vacuumed).
  const result = await tx.execute<Record<string, string | number | null>>(sql`
    with fy(year, start_day, end_day) as (values ${spansSql(spans)}),
    awarded as (
      select fy.year, sum(${applications.amountAwardedCents}) as cents, count(*) as n
      from fy join ${applications} on ${applications.organizationId} = ${organizationId} and ${awarded}
      group by fy.year
    ),
    sent as (
      select fy.year,
        sum(${applications.amountRequestedCents}) filter (where ${pending}) as pending,
        count(*) filter (where ${pending}) as pending_count,
        sum(${applications.amountRequestedCents}) as requested,
        count(*) as requested_count
      from fy join ${applications} on ${applications.organizationId} = ${organizationId} and ${sent}
      group by fy.year
    )
    select fy.year,
      coalesce(awarded.cents, 0) as awarded, coalesce(awarded.n, 0) as awarded_count,
      coalesce(sent.pending, 0) as pending, coalesce(sent.pending_count, 0) as pending_count,
      coalesce(sent.requested, 0) as requested, coalesce(sent.requested_count, 0) as requested_count
    from fy left join awarded on awarded.year = fy.year left join sent on sent.year = fy.year`);
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

/** Awarded cents per funder type within one fiscal year (types with no award are absent). */
export async function awardedByFunderType(
  tx: DbExecutor,
  organizationId: number,
  span: FiscalYearSpan,
): Promise<Map<FunderType, { cents: number; count: number }>> {
  const range = { start: sql`${span.start}::date`, end: sql`${span.end}::date` };
  const result = await tx.execute<{ type: FunderType; cents: string; count: string }>(sql`
    select ${funders.type} as type, sum(${applications.amountAwardedCents}) as cents, count(*) as count
    from ${applications} ${grantFunderJoinSql}
    where ${applications.organizationId} = ${organizationId} and ${awardedInSql(range)}
    group by ${funders.type}`);
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
  // is, and are left to the fiscal-year math, which handles any 4-digit year.
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
      exists (select 1 from ${applications}
        where ${applications.organizationId} = ${organizationId}
          and (${applications.submissionDate} not between ${WIRE_DATE_MIN}::date and ${WIRE_DATE_MAX}::date
            or (${applications.status} = 'AWARDED'
              and ${awardDateSql} not between ${WIRE_DATE_MIN}::date and ${WIRE_DATE_MAX}::date))) as ignored`);
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

/**
 * Each program's goal and awarded amount in one fiscal year, by name. The year's awards are summed per program
 * first (the award-date index); programs → grants → awards would probe every grant of the organisation for an
 * award, a cost that grows with the organisation.
 */
export async function programGoals(
  tx: DbExecutor,
  organizationId: number,
  span: FiscalYearSpan,
): Promise<ProgramGoalRecord[]> {
  const range = { start: sql`${span.start}::date`, end: sql`${span.end}::date` };
  const result = await tx.execute<{ id: number; name: string; goal: string | null; achieved: string }>(sql`
    select ${programs.id} as id, ${programs.name} as name, ${programYearlyGoals.goalCents} as goal,
      coalesce(awarded.cents, 0) as achieved
    from ${programs}
    left join ${programYearlyGoals} on ${programYearlyGoals.programId} = ${programs.id}
      and ${programYearlyGoals.organizationId} = ${programs.organizationId}
      and ${programYearlyGoals.fiscalYear} = ${span.year}::int
    left join (
      select ${grants.programId} as program_id, sum(${applications.amountAwardedCents}) as cents
      from ${applications}
      join ${grants} on ${grants.id} = ${applications.grantId} and ${grants.organizationId} = ${applications.organizationId}
      where ${applications.organizationId} = ${organizationId} and ${awardedInSql(range)}
      group by ${grants.programId}
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
