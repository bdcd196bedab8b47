import type { DeadlineType, ReportUrgency } from '@grantflow/domain/shared/enums';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { applications, grants, reports } from '../schema/grants.ts';
import { toNullableNumber } from './shared.ts';

// Renewals. The SQL finds the awarded applications that are the latest of their funder
// and program; when the next cycle falls due is the domain's rule (`@grantflow/domain/renewal/next-cycle`),
// applied by the use cases to these few rows (at most one per funder and program).

export interface RenewalSource {
  applicationId: number;
  grantId: number;
  funderId: number;
  deadline: string;
  deadlineType: DeadlineType;
  /** The last award's amount, cents (null when the award has no amount). */
  amountAwardedCents: number | null;
  /** Whether an application of the same funder and program comes after this one (deadline, then id). */
  hasLaterApplication: boolean;
}

/** Is there an application of the same funder and program (null programs match each other) after `a`? */
const laterApplicationSql = sql`exists (select 1 from ${applications} later
    join ${grants} lg on lg.id = later.grant_id and lg.organization_id = later.organization_id
    where later.organization_id = a.organization_id and lg.funder_id = g.funder_id
      and lg.program_id is not distinct from g.program_id
      and (later.deadline, later.id) > (a.deadline, a.id))`;

const sourceColumns = sql`a.id as "applicationId", a.grant_id as "grantId", g.funder_id as "funderId",
  a.deadline::text as "deadline", a.deadline_type as "deadlineType",
  a.amount_awarded_cents as "amountAwardedCents", ${laterApplicationSql} as "hasLaterApplication"`;

type SourceRow = Omit<RenewalSource, 'amountAwardedCents'> & { amountAwardedCents: string | null };

const toSource = (row: SourceRow): RenewalSource => ({
  ...row,
  amountAwardedCents: toNullableNumber(row.amountAwardedCents),
});

/** The organisation's (or one funder's) awarded applications with no later application of their funder and program. */
export async function renewalSources(
  tx: DbExecutor,
  organizationId: number,
  funderId?: number,
): Promise<RenewalSource[]> {
  const ofFunder = funderId === undefined ? sql`` : sql` and g.funder_id = ${funderId}`;
  const result = await tx.execute<SourceRow>(sql`select ${sourceColumns}
    from ${applications} a join ${grants} g on g.id = a.grant_id and g.organization_id = a.organization_id
    where a.organization_id = ${organizationId} and a.status = 'AWARDED' and not ${laterApplicationSql}${ofFunder}
    order by a.deadline, a.id`);
  return result.rows.map(toSource);
}

/**
 * One application as a renewal source (any status: the caller checks), locked FOR UPDATE so concurrent
 * renewals of it run one after the other; null when it is not the organisation's.
 */
export async function lockRenewalSource(
  tx: DbExecutor,
  organizationId: number,
  applicationId: number,
): Promise<(RenewalSource & { status: string }) | null> {
  const result = await tx.execute<SourceRow & { status: string }>(sql`select ${sourceColumns}, a.status
    from ${applications} a join ${grants} g on g.id = a.grant_id and g.organization_id = a.organization_id
    where a.organization_id = ${organizationId} and a.id = ${applicationId}
    for update of a`);
  const row = result.rows[0];
  return row ? { ...toSource(row), status: row.status } : null;
}

/** The id of the application that renews `applicationId`, if one was created. */
export async function renewalOf(
  tx: DbExecutor,
  organizationId: number,
  applicationId: number,
): Promise<number | null> {
  const result = await tx.execute<{ id: number }>(sql`select id from ${applications}
    where organization_id = ${organizationId} and renewed_from_id = ${applicationId}`);
  return result.rows[0]?.id ?? null;
}

export interface NewRenewal {
  renewedFromId: number;
  grantId: number;
  deadline: string;
  deadlineType: DeadlineType;
  amountRequestedCents: number | null;
  reports: { urgency: ReportUrgency; deadline: string; description: string | null }[];
}

/**
 * Inserts the open (NOT_APPLY) next cycle and its reports; null when the source already has a renewal
 * (the unique key decided, so the transaction stays usable). Two statements, in the caller's transaction.
 */
export async function insertRenewal(
  tx: DbExecutor,
  organizationId: number,
  renewal: NewRenewal,
): Promise<number | null> {
  const [row] = await tx
    .insert(applications)
    .values({
      organizationId,
      grantId: renewal.grantId,
      status: 'NOT_APPLY',
      notApply: true,
      deadline: renewal.deadline,
      deadlineType: renewal.deadlineType,
      // Writers keep fiscal_date = receivement, else submission, else deadline.
      fiscalDate: renewal.deadline,
      amountRequestedCents: renewal.amountRequestedCents,
      renewedFromId: renewal.renewedFromId,
    })
    .onConflictDoNothing({ target: [applications.organizationId, applications.renewedFromId] })
    .returning({ id: applications.id });
  if (!row) return null;
  if (renewal.reports.length > 0) {
    await tx
      .insert(reports)
      .values(renewal.reports.map((report) => ({ ...report, organizationId, applicationId: row.id })));
  }
  return row.id;
}
