import type { ReportUrgency } from '@grantflow/domain/shared/enums';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { funders } from '../schema/funders.ts';
import { applications, grants, reports } from '../schema/grants.ts';
import { programs } from '../schema/programs.ts';
import { type ApplicationRecord, loadApplications } from './applications.ts';
import { containsPattern, type DateRange, found, offsetOf, type Page, type PageRequest } from './shared.ts';

export interface ReportRecord {
  id: number;
  organizationId: number;
  applicationId: number;
  deadline: string;
  urgency: ReportUrgency;
  submitted: boolean;
  submissionDate: string | null;
  description: string | null;
}

export interface ReportWithApplication extends ReportRecord {
  application: ApplicationRecord;
}

export interface ListReportsOptions extends PageRequest {
  organizationId: number;
  today: string;
  search?: string | null;
  submitted?: boolean | null;
  /** Report deadline range. */
  deadline?: DateRange;
}

async function withApplications(
  tx: DbExecutor,
  organizationId: number,
  rows: readonly ReportRecord[],
  today: string,
): Promise<ReportWithApplication[]> {
  const byId = await loadApplications(
    tx,
    organizationId,
    rows.map((row) => row.applicationId),
    today,
  );
  return rows.flatMap((row) => {
    const application = byId.get(row.applicationId);
    return application ? [{ ...row, application }] : [];
  });
}

const reportColumns = {
  id: reports.id,
  organizationId: reports.organizationId,
  applicationId: reports.applicationId,
  deadline: reports.deadline,
  urgency: reports.urgency,
  submitted: reports.submitted,
  submissionDate: reports.submissionDate,
  description: reports.description,
};

/** Reports by deadline, searched on funder and program name, with their applications (bounded statements). */
export async function listReports(
  tx: DbExecutor,
  options: ListReportsOptions,
): Promise<Page<ReportWithApplication>> {
  const search = options.search?.trim();
  const range: SQL[] = [];
  if (options.deadline?.start) range.push(sql`${reports.deadline} >= ${options.deadline.start}::date`);
  if (options.deadline?.end) range.push(sql`${reports.deadline} <= ${options.deadline.end}::date`);
  const where = and(
    eq(reports.organizationId, options.organizationId),
    typeof options.submitted === 'boolean' ? eq(reports.submitted, options.submitted) : undefined,
    search
      ? or(ilike(funders.name, containsPattern(search)), ilike(programs.name, containsPattern(search)))
      : undefined,
    ...range,
  );
  const base = () =>
    tx
      .select(reportColumns)
      .from(reports)
      .innerJoin(
        applications,
        and(
          eq(applications.id, reports.applicationId),
          eq(applications.organizationId, reports.organizationId),
        ),
      )
      .innerJoin(
        grants,
        and(eq(grants.id, applications.grantId), eq(grants.organizationId, applications.organizationId)),
      )
      .innerJoin(
        funders,
        and(eq(funders.id, grants.funderId), eq(funders.organizationId, grants.organizationId)),
      )
      .leftJoin(
        programs,
        and(eq(programs.id, grants.programId), eq(programs.organizationId, grants.organizationId)),
      );
  const rows = await base()
    .where(where)
    .orderBy(asc(reports.deadline), asc(reports.id))
    .limit(options.pageSize)
    .offset(offsetOf(options));
  const [total] = await tx
    .select({ value: count() })
    .from(reports)
    .innerJoin(
      applications,
      and(
        eq(applications.id, reports.applicationId),
        eq(applications.organizationId, reports.organizationId),
      ),
    )
    .innerJoin(
      grants,
      and(eq(grants.id, applications.grantId), eq(grants.organizationId, applications.organizationId)),
    )
    .innerJoin(
      funders,
      and(eq(funders.id, grants.funderId), eq(funders.organizationId, grants.organizationId)),
    )
    .leftJoin(
      programs,
      and(eq(programs.id, grants.programId), eq(programs.organizationId, grants.organizationId)),
    )
    .where(where);
  return {
    items: await withApplications(tx, options.organizationId, rows, options.today),
    total: total?.value ?? 0,
  };
}

export async function getReport(
  tx: DbExecutor,
  organizationId: number,
  id: number,
  today: string,
): Promise<ReportWithApplication> {
  const rows = await tx
    .select(reportColumns)
    .from(reports)
    .where(and(eq(reports.organizationId, organizationId), eq(reports.id, id)));
  const [report] = await withApplications(tx, organizationId, rows, today);
  return found(report, 'REPORT_NOT_FOUND');
}

export interface ReportChanges {
  urgency?: ReportUrgency;
  deadline: string;
  description?: string | null;
  /** null clears the submission (not submitted). */
  submissionDate: string | null;
}

export async function updateReport(
  tx: DbExecutor,
  organizationId: number,
  id: number,
  changes: ReportChanges,
): Promise<void> {
  const set = {
    deadline: changes.deadline,
    submissionDate: changes.submissionDate,
    submitted: changes.submissionDate !== null,
    ...(changes.urgency ? { urgency: changes.urgency } : {}),
    ...(changes.description !== undefined ? { description: changes.description } : {}),
  };
  const [row] = await tx
    .update(reports)
    .set(set)
    .where(and(eq(reports.organizationId, organizationId), eq(reports.id, id)))
    .returning({ id: reports.id });
  found(row, 'REPORT_NOT_FOUND');
}
