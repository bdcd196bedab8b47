import { DID_NOT_RESPOND_THRESHOLD_DAYS } from '@grantflow/domain/constants/limits';
import type { VisibleApplicationStatus } from '@grantflow/domain/shared/enums';
import { sql } from 'drizzle-orm';
import { applications } from '../schema/grants.ts';

// The derived values of packages/domain (derive-application-status, response-days) written as SQL over
// `applications`, so lists filter, sort and aggregate on them without loading rows into memory. An
// integration test checks both agree on the 365/366-day boundary.

/** Stored PENDING or SUBMITTED with a submission date, no award and no decline. */
export const awaitingResponseSql = sql`(${applications.status} in ('PENDING', 'SUBMITTED')
  and ${applications.submissionDate} is not null and ${applications.amountAwardedCents} is null
  and ${applications.receivementDate} is null and not ${applications.declined})`;

/** More than 365 days after submission with no answer (exactly 365 is not yet). */
export function didNotRespondSql(today: string) {
  return sql`(${awaitingResponseSql} and ${applications.submissionDate} < ${today}::date - ${DID_NOT_RESPOND_THRESHOLD_DAYS}::int)`;
}

export function displayStatusSql(today: string) {
  return sql<VisibleApplicationStatus>`(case when ${didNotRespondSql(today)} then 'DID_NOT_RESPOND'
    when ${awaitingResponseSql} then 'PENDING' else ${applications.status}::text end)`;
}

/** Receivement − submission in days; 365 for did-not-respond; otherwise null. */
export function responseDaysSql(today: string) {
  return sql<number | null>`(case
    when ${applications.submissionDate} is null then null
    when ${applications.receivementDate} is not null then ${applications.receivementDate} - ${applications.submissionDate}
    when ${didNotRespondSql(today)} then ${DID_NOT_RESPOND_THRESHOLD_DAYS}::int
  end)`;
}
