import type { ApplicationStatus, DeadlineType, ReportUrgency } from '@grantflow/domain/shared/enums';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { funders } from '../schema/funders.ts';
import { applications, grants, reports } from '../schema/grants.ts';
import { programs } from '../schema/programs.ts';
import { toNullableNumber, toNumber } from './shared.ts';

/** Inclusive `yyyy-MM-dd` days. */
export interface DayRange {
  start: string;
  end: string;
}

interface Parties {
  grantId: number;
  funder: { id: number; name: string };
  program: { id: number; name: string } | null;
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

/** Funder and (optional) program of an application's grant; `applications` must be in the FROM list. */
const partiesJoin = sql`join ${grants} on ${grants.id} = ${applications.grantId} and ${grants.organizationId} = ${applications.organizationId}
  join ${funders} on ${funders.id} = ${grants.funderId} and ${funders.organizationId} = ${grants.organizationId}
  left join ${programs} on ${programs.id} = ${grants.programId} and ${programs.organizationId} = ${grants.organizationId}`;

const partiesColumns = sql`${grants.id} as grant_id, ${funders.id} as funder_id, ${funders.name} as funder_name,
  ${programs.id} as program_id, ${programs.name} as program_name`;

interface PartiesRow {
  grant_id: number;
  funder_id: number;
  funder_name: string;
  program_id: number | null;
  program_name: string | null;
}

function parties(row: PartiesRow): Parties {
  return {
    grantId: toNumber(row.grant_id),
    funder: { id: toNumber(row.funder_id), name: row.funder_name },
    program: row.program_id === null ? null : { id: toNumber(row.program_id), name: row.program_name ?? '' },
  };
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
    from ${applications} ${partiesJoin}
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
    join ${applications} on ${applications.id} = ${reports.applicationId} and ${applications.organizationId} = ${reports.organizationId}
    ${partiesJoin}
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
