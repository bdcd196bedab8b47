import type { FunderResponsiveness } from '@grantflow/domain/funder/responsiveness';
import { winRate } from '@grantflow/domain/funder/responsiveness';
import { type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { applications } from '../schema/grants.ts';
import { didNotRespondSql, responseDaysSql } from './application-sql.ts';
import { toNullableNumber, toNumber } from './shared.ts';

// How each funder answers: @grantflow/domain/funder/responsiveness's figures in one
// grouped statement over the organisation's submitted applications. winRate is derived from the counts the
// statement returns. `funder-responsiveness.integration.test.ts` checks every figure against the domain's
// slow reference over the demo data and random organisations.

const OUTER_FUNDER_ID = sql.raw('"funders"."id"');
const OUTER_FUNDER_ORGANIZATION = sql.raw('"funders"."organization_id"');

/** FILTER conditions per outcome, over `applications` (with a submission date). */
const awardedSql = sql`${applications.status} = 'AWARDED'`;
const declinedSql = sql`${applications.status} = 'DECLINED'`;
const pendingSql = (today: string) =>
  sql`${applications.status} in ('PENDING', 'SUBMITTED') and not ${didNotRespondSql(today)}`;

/** Over the funder's submitted applications: the aggregates, one row per funder. */
function aggregates(today: string) {
  return {
    submitted: sql<string>`count(*)`,
    awarded: sql<string>`count(*) filter (where ${awardedSql})`,
    declined: sql<string>`count(*) filter (where ${declinedSql})`,
    didNotRespond: sql<string>`count(*) filter (where ${didNotRespondSql(today)})`,
    pending: sql<string>`count(*) filter (where ${pendingSql(today)})`,
    // Ordered-set aggregates skip nulls, as the domain's median skips applications without response days.
    medianResponseDays: sql<
      string | null
    >`percentile_cont(0.5) within group (order by ${responseDaysSql(today)})`,
    totalAwardedCents: sql<string>`coalesce(sum(${applications.amountAwardedCents}) filter (where ${awardedSql}), 0)`,
  };
}

type AggregateRow = { [K in keyof ReturnType<typeof aggregates>]: string | null };

function toResponsiveness(row: AggregateRow | undefined): FunderResponsiveness {
  const awarded = toNumber(row?.awarded);
  const declined = toNumber(row?.declined);
  const didNotRespond = toNumber(row?.didNotRespond);
  return {
    submitted: toNumber(row?.submitted),
    awarded,
    declined,
    didNotRespond,
    pending: toNumber(row?.pending),
    winRate: winRate(awarded, declined, didNotRespond),
    medianResponseDays: toNullableNumber(row?.medianResponseDays),
    totalAwardedCents: toNumber(row?.totalAwardedCents),
  };
}

export const EMPTY_RESPONSIVENESS: FunderResponsiveness = toResponsiveness(undefined);

/**
 * The outer `funders` row's figures as one JSON column (the same aggregates, correlated), so a funders list
 * answers them in its page statement instead of one more; read back with `responsivenessFromJson`.
 */
export function responsivenessJsonSql(today: string): SQL<AggregateRow | null> {
  const figures = Object.entries(aggregates(today)).map(
    ([name, value]) => sql`${sql.raw(`'${name}'`)}, ${value}`,
  );
  return sql`(select json_build_object(${sql.join(figures, sql`, `)}) ${submittedOfOuterFunder})`;
}

export function responsivenessFromJson(row: AggregateRow | null): FunderResponsiveness {
  return toResponsiveness(row ?? undefined);
}

/**
 * Responsiveness of the given funders (or every funder with a submission when `funderIds` is null), one
 * statement. Funders without a submitted application are absent from the map (their figures are
 * `EMPTY_RESPONSIVENESS`); ids of other organisations are absent too.
 */
export async function funderResponsiveness(
  tx: DbExecutor,
  organizationId: number,
  funderIds: readonly number[] | null,
  today: string,
): Promise<Map<number, FunderResponsiveness>> {
  if (funderIds !== null && funderIds.length === 0) return new Map();
  const onlyFunders: SQL =
    funderIds === null
      ? sql``
      : sql` and ${applications.funderId} = any(${sql.param([...new Set(funderIds)])}::int[])`;
  // applications.funder_id is the grant's funder (kept by the database): no join with grants, and the
  // covering applications_funder_submission_idx answers it index-only.
  const rows = await tx
    .select({ funderId: applications.funderId, ...aggregates(today) })
    .from(applications)
    .where(
      sql`${applications.organizationId} = ${organizationId} and ${applications.submissionDate} is not null${onlyFunders}`,
    )
    .groupBy(applications.funderId);
  return new Map(
    rows.flatMap((row) => (row.funderId === null ? [] : [[row.funderId, toResponsiveness(row)] as const])),
  );
}

// The funders list's sort keys, correlated over the outer `funders` row; null when the funder has no
// decided / answered application (sorted last whatever the direction).

/** The funder's submitted applications, correlated with the outer `funders` row (no aliases: the rules' SQL names the tables). */
const submittedOfOuterFunder = sql`from ${applications}
  where ${applications.organizationId} = ${OUTER_FUNDER_ORGANIZATION} and ${applications.funderId} = ${OUTER_FUNDER_ID}
    and ${applications.submissionDate} is not null`;

export function winRateSortSql(today: string): SQL<number | null> {
  return sql`(select (count(*) filter (where ${awardedSql}))::float8
      / nullif(count(*) filter (where ${awardedSql} or ${declinedSql} or ${didNotRespondSql(today)}), 0)
    ${submittedOfOuterFunder})`;
}

export function medianResponseDaysSortSql(today: string): SQL<number | null> {
  return sql`(select percentile_cont(0.5) within group (order by ${responseDaysSql(today)})
    ${submittedOfOuterFunder})`;
}
