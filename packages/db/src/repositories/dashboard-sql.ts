import { sql } from 'drizzle-orm';
import { applications } from '../schema/grants.ts';
import { awaitingResponseSql, didNotRespondSql } from './application-sql.ts';

// The three dashboard measures, defined once and used by every aggregate, list and test (README,
// Rules the queries keep). `range` is an inclusive fiscal year [start, end] as SQL date expressions.

export interface SqlDateRange {
  start: ReturnType<typeof sql>;
  end: ReturnType<typeof sql>;
}

/**
 * The day an award counts on: received, else the fiscal date it was attributed to, else its deadline.
 * The same rule as `AWARD_DATE_SQL` (shared.ts, used by program achieved amounts), written over the
 * unaliased table; a test checks both agree.
 */
export const awardDateSql = sql`coalesce(${applications.receivementDate}, ${applications.fiscalDate}, ${applications.deadline})`;

/** Awarded in the range: status AWARDED and the award date inside it. Amount: amount awarded. */
export function awardedInSql(range: SqlDateRange) {
  return sql`(${applications.status} = 'AWARDED' and ${awardDateSql} between ${range.start} and ${range.end})`;
}

/** Sent in the range: a submission date inside it, whatever happened next. Amount: amount requested. */
export function sentInSql(range: SqlDateRange) {
  return sql`(${applications.submissionDate} between ${range.start} and ${range.end})`;
}

/**
 * Pending in the range: sent in it and still awaiting an answer (stored PENDING or SUBMITTED, no award,
 * not declined) and not yet did-not-respond on `today`. Amount: amount requested.
 */
export function pendingInSql(range: SqlDateRange, today: string) {
  return sql`(${sentInSql(range)} and ${awaitingResponseSql} and not ${didNotRespondSql(today)})`;
}
