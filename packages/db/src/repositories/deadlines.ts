import type { DayRange } from '@grantflow/domain/dates/day-range';
import type { ApplicationStatus, DeadlineType, ReportUrgency } from '@grantflow/domain/shared/enums';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { applications, grants, reports } from '../schema/grants.ts';
import {
  type FundingParties,
  type FundingPartiesRow,
  fundingParties,
  fundingPartiesColumns,
  partiesJoinSql,
} from './parties-sql.ts';
import { reportApplicationJoinSql } from './report-sql.ts';
import { toNullableNumber, toNumber } from './shared.ts';

interface Parties extends FundingParties {
  grantId: number;
}

/** An application still to be sent (status NOT_APPLY, shown as Open) with its deadline in the range. */
export interface GrantDeadlineRecord extends Parties {
  id: number;
  deadline: string;
  deadlineType: DeadlineType;
  status: ApplicationStatus;
  amountRequestedCents: number | null;
}

/** A report not yet submitted with its deadline in the range. */
export interface ReportDeadlineRecord extends Parties {
  id: number;
  applicationId: number;
  deadline: string;
  urgency: ReportUrgency;
  description: string | null;
  amountAwardedCents: number | null;
}

export interface DeadlinesRecord {
  grantDeadlines: GrantDeadlineRecord[];
  reportDeadlines: ReportDeadlineRecord[];
}

const partiesColumns = sql`${grants.id} as grant_id, ${fundingPartiesColumns}`;

type PartiesRow = FundingPartiesRow & { grant_id: number };

function parties(row: PartiesRow): Parties {
  return { grantId: toNumber(row.grant_id), ...fundingParties(row) };
}

/** Open application deadlines in the range, by deadline (uses the organisation + status + deadline index). */
export async function grantDeadlines(
  tx: DbExecutor,
  organizationId: number,
  range: DayRange,
): Promise<GrantDeadlineRecord[]> {
  const result = await tx.execute<
    PartiesRow & {
      id: number;
      deadline: string;
      deadline_type: DeadlineType;
      status: ApplicationStatus;
      amount_requested: string | null;
    }
  >(sql`
    select ${applications.id} as id, ${applications.deadline}::text as deadline,
      ${applications.deadlineType} as deadline_type, ${applications.status} as status,
      ${applications.amountRequestedCents} as amount_requested, ${partiesColumns}
    from ${applications} ${partiesJoinSql}
    where ${applications.organizationId} = ${organizationId} and ${applications.status} = 'NOT_APPLY'
      and ${applications.deadline} between ${range.start}::date and ${range.end}::date
    order by ${applications.deadline}, ${applications.id}`);
  return result.rows.map((row) => ({
    ...parties(row),
    id: toNumber(row.id),
    deadline: row.deadline,
    deadlineType: row.deadline_type,
    status: row.status,
    amountRequestedCents: toNullableNumber(row.amount_requested),
  }));
}

/** Unsubmitted report deadlines in the range, by deadline. */
export async function reportDeadlines(
  tx: DbExecutor,
  organizationId: number,
  range: DayRange,
): Promise<ReportDeadlineRecord[]> {
  const result = await tx.execute<
    PartiesRow & {
      id: number;
      application_id: number;
      deadline: string;
      urgency: ReportUrgency;
      description: string | null;
      amount_awarded: string | null;
    }
  >(sql`
    select ${reports.id} as id, ${reports.applicationId} as application_id, ${reports.deadline}::text as deadline,
      ${reports.urgency} as urgency, ${reports.description} as description,
      ${applications.amountAwardedCents} as amount_awarded, ${partiesColumns}
    from ${reports}
    ${reportApplicationJoinSql}
    ${partiesJoinSql}
    where ${reports.organizationId} = ${organizationId} and not ${reports.submitted}
      and ${reports.deadline} between ${range.start}::date and ${range.end}::date
    order by ${reports.deadline}, ${reports.id}`);
  return result.rows.map((row) => ({
    ...parties(row),
    id: toNumber(row.id),
    applicationId: toNumber(row.application_id),
    deadline: row.deadline,
    urgency: row.urgency,
    description: row.description,
    amountAwardedCents: toNullableNumber(row.amount_awarded),
  }));
}

export async function deadlinesBetween(
  tx: DbExecutor,
  organizationId: number,
  range: DayRange,
): Promise<DeadlinesRecord> {
  return {
    grantDeadlines: await grantDeadlines(tx, organizationId, range),
    reportDeadlines: await reportDeadlines(tx, organizationId, range),
  };
}
