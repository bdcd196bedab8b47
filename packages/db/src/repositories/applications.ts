import type { ApplicationFields, NewReport } from '@grantflow/domain/grant/plan-grant-applications';
import type { VisibleApplicationStatus } from '@grantflow/domain/shared/enums';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { funderLocations } from '../schema/funders.ts';
import { applicationCounts, applications, grants, reports } from '../schema/grants.ts';
import { didNotRespondSql, displayStatusSql, responseDaysSql } from './application-sql.ts';
import { awardDateSql } from './dashboard-sql.ts';
import { locationOfFunder } from './funders.ts';
import { type GrantRecord, grantColumns, loadGrants, toGrantRecord } from './grants.ts';
import { listOrder } from './keyset.ts';
import { type ApplicationLoad, FULL_APPLICATION_LOAD } from './load.ts';
import { applicationPartiesMatch, grantOfApplication, joinApplicationParties } from './parties-sql.ts';
import type { ReportRecord } from './report-sql.ts';
import { applicationReportsJsonSql, reportColumns } from './report-sql.ts';
import {
  type DateRange,
  dateRangeConditions,
  found,
  organizationRowsIn,
  type Page,
  type PageRequest,
  pageTotalColumn,
  prepared,
  selectPage,
  toNullableNumber,
} from './shared.ts';

export interface ApplicationRecord extends ApplicationFields {
  id: number;
  organizationId: number;
  grantId: number;
  displayStatus: VisibleApplicationStatus;
  responseDays: number | null;
  /** Undefined when the load left them out. */
  reports?: ReportRecord[];
  /** Undefined when the load left it out. */
  grant?: GrantRecord;
}

export type ApplicationRow = Omit<ApplicationRecord, 'reports' | 'grant'>;
type GrantColumnsRow = Parameters<typeof toGrantRecord>[0];
/** A row of listApplications' page, which may carry its reports and its grant's columns (`grantColumns`). */
type ApplicationRowWithParts = ApplicationRow & { reports?: ReportRecord[] } & Partial<GrantColumnsRow>;

export function applicationColumns(today: string) {
  return {
    id: applications.id,
    organizationId: applications.organizationId,
    grantId: applications.grantId,
    status: applications.status,
    displayStatus: displayStatusSql(today),
    deadline: applications.deadline,
    deadlineType: applications.deadlineType,
    declined: applications.declined,
    declinedDate: applications.declinedDate,
    declinedReason: applications.declinedReason,
    isSubmittedAsIneligible: applications.isSubmittedAsIneligible,
    ineligibleReason: applications.ineligibleReason,
    notApply: applications.notApply,
    fiscalDate: applications.fiscalDate,
    submissionDate: applications.submissionDate,
    amountRequestedCents: applications.amountRequestedCents,
    amountAwardedCents: applications.amountAwardedCents,
    receivementDate: applications.receivementDate,
    isPrecisionByYear: applications.isPrecisionByYear,
    responseDays: responseDaysSql(today),
  };
}

/** Reports of many applications, by deadline: one statement. */
export async function loadApplicationReports(
  tx: DbExecutor,
  organizationId: number,
  applicationIds: readonly number[],
): Promise<Map<number, ReportRecord[]>> {
  const byApplication = new Map<number, ReportRecord[]>();
  if (applicationIds.length === 0) return byApplication;
  const rows = await prepared(
    tx
      .select(reportColumns)
      .from(reports)
      .where(
        organizationRowsIn(reports.organizationId, organizationId, reports.applicationId, applicationIds),
      )
      .orderBy(asc(reports.deadline), asc(reports.id)),
  );
  for (const report of rows) {
    const list = byApplication.get(report.applicationId) ?? [];
    list.push(report);
    byApplication.set(report.applicationId, list);
  }
  return byApplication;
}

/**
 * Attaches grant (program, funder with totals and last award, response average) and reports to
 * application rows, as `load` asks. A fixed number of statements whatever the number of rows (at most
 * two: grants with their funders, reports; none when the rows carry them, as listApplications' do): that
 * is the no-N+1 rule.
 */
export async function hydrateApplications(
  tx: DbExecutor,
  organizationId: number,
  rows: readonly ApplicationRow[],
  today: string,
  load: ApplicationLoad = FULL_APPLICATION_LOAD,
): Promise<ApplicationRecord[]> {
  // A list that selected the grants in its own statement (grantColumns over its joins) passes them along.
  const grantsInRows = load.grant && rows.every((row) => 'programName' in row);
  const grantsById = !load.grant
    ? null
    : grantsInRows
      ? new Map(
          (rows as ApplicationRowWithParts[]).map((row) => [
            row.grantId,
            toGrantRecord(row as unknown as GrantColumnsRow, load.grant || {}),
          ]),
        )
      : await loadGrants(
          tx,
          organizationId,
          rows.map((row) => row.grantId),
          today,
          load.grant,
        );
  // A list that selected the schedules in its own statement (applicationReportsJsonSql) passes them along.
  const reportsInRows = rows.every((row) => 'reports' in row);
  const reportsByApplication = !load.reports
    ? null
    : reportsInRows
      ? new Map(rows.map((row) => [row.id, (row as ApplicationRowWithParts).reports ?? []]))
      : await loadApplicationReports(
          tx,
          organizationId,
          rows.map((row) => row.id),
        );
  return rows.flatMap((row) => {
    const {
      reports: _reports,
      grant: _grant,
      programName: _programName,
      responseAverage: _responseAverage,
      funder: _funder,
      ...columns
    } = row as ApplicationRowWithParts;
    const record: ApplicationRecord = { ...columns };
    if (grantsById) {
      const grant = grantsById.get(row.grantId);
      if (!grant) return [];
      record.grant = grant;
    }
    if (reportsByApplication) record.reports = reportsByApplication.get(row.id) ?? [];
    return [record];
  });
}

export function normalize<T extends { responseDays: unknown }>(row: T): T & { responseDays: number | null } {
  return { ...row, responseDays: toNullableNumber(row.responseDays) };
}

export type RecordFilter = 'ALL' | 'SUBMITTED' | 'NOT_SUBMITTED';

export interface ListApplicationsOptions extends PageRequest {
  organizationId: number;
  today: string;
  search?: string | null;
  status?: VisibleApplicationStatus | null;
  /** Deadline range. */
  deadline?: DateRange;
  /** Submission date range (the submission year's fiscal year). */
  submission?: DateRange;
  /** Award date range (received, else fiscal date, else deadline; the dashboard's awarded year). */
  award?: DateRange;
  record?: RecordFilter | null;
  direction?: 'ASC' | 'DESC';
  /** Applications of one funder only (funder profile). */
  funderId?: number;
  /** Run the count (`total`); false leaves `total` undefined. Default true. */
  withTotal?: boolean;
  load?: ApplicationLoad;
}

/**
 * The status filter. SUBMITTED means "sent" (any application with a submission date, the dashboard's
 * 'applications sent'); every other status is the derived status the row's badge shows (displayStatus),
 * so PENDING lists exactly the rows badged Pending (not those stored SUBMITTED).
 */
function statusCondition(status: VisibleApplicationStatus, today: string): SQL {
  switch (status) {
    case 'DID_NOT_RESPOND':
      return didNotRespondSql(today);
    case 'SUBMITTED':
      return sql`${applications.submissionDate} is not null`;
    default:
      return sql`${displayStatusSql(today)} = ${status}`;
  }
}

/** The applications lists' order: by deadline (either way), then by id. */
function applicationOrder(direction: 'ASC' | 'DESC' | undefined) {
  return listOrder([
    { value: applications.deadline, direction: direction === 'DESC' ? 'desc' : 'asc' },
    { value: applications.id, direction: 'asc' },
  ]);
}

/** The organisation's application count (`application_counts`; 0 before its first application). */
function applicationCountOf(tx: DbExecutor, organizationId: number) {
  return tx
    .select({ value: sql<number>`coalesce(max(${applicationCounts.applications}), 0)` })
    .from(applicationCounts)
    .where(eq(applicationCounts.organizationId, organizationId));
}

/** The list's filters besides the organisation (funder, search, status, date ranges, record). */
export function applicationFilters(options: ListApplicationsOptions): SQL[] {
  const search = options.search?.trim();
  return [
    // The application's own funder column (the grant's funder, kept equal by a foreign key): with it and the
    // search on applications, nothing in the filter needs the grant or the funder joined.
    options.funderId ? eq(applications.funderId, options.funderId) : undefined,
    search ? applicationPartiesMatch(options.organizationId, search) : undefined,
    options.status ? statusCondition(options.status, options.today) : undefined,
    ...dateRangeConditions(applications.deadline, options.deadline),
    ...dateRangeConditions(applications.submissionDate, options.submission),
    ...dateRangeConditions(awardDateSql, options.award),
    options.record === 'SUBMITTED' ? isNotNull(applications.submissionDate) : undefined,
    options.record === 'NOT_SUBMITTED' ? isNull(applications.submissionDate) : undefined,
  ].filter((condition) => condition !== undefined);
}

export async function listApplications(
  tx: DbExecutor,
  options: ListApplicationsOptions,
): Promise<Page<ApplicationRecord>> {
  const filters = applicationFilters(options);
  const where = and(eq(applications.organizationId, options.organizationId), ...filters);
  const order = applicationOrder(options.direction);
  const load = options.load ?? FULL_APPLICATION_LOAD;
  // Unfiltered, the total is the organisation's count row (kept by the database); filtered, the matching
  // applications are counted — over applications alone: every filter is on them, and every application has a
  // grant and every grant a funder of its organisation (composite foreign keys).
  const counted =
    options.withTotal === false
      ? null
      : filters.length === 0
        ? applicationCountOf(tx, options.organizationId)
        : tx.select({ value: count() }).from(applications).where(where);
  const { rows, total, next } = await selectPage(
    joinApplicationParties(
      tx
        .select({
          ...applicationColumns(options.today),
          ...(load.reports ? { reports: applicationReportsJsonSql } : {}),
          ...(load.grant ? grantColumns(load.grant, options.today) : {}),
          pageTotal: pageTotalColumn(counted),
          pageCursor: order.cursorColumn(options.after),
        })
        .from(applications)
        .$dynamic(),
    )
      .leftJoin(funderLocations, locationOfFunder)
      .where(and(where, order.after(options.after)))
      .orderBy(...order.orderBy),
    counted,
    options,
  );
  const items = await hydrateApplications(
    tx,
    options.organizationId,
    rows.map(normalize),
    options.today,
    load,
  );
  return next ? { items, total, next } : { items, total };
}

/** Application rows by id (one statement), hydrated; ids of other organisations are absent. */
export async function loadApplications(
  tx: DbExecutor,
  organizationId: number,
  ids: readonly number[],
  today: string,
  load: ApplicationLoad = FULL_APPLICATION_LOAD,
): Promise<Map<number, ApplicationRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select(applicationColumns(today))
    .from(applications)
    .where(organizationRowsIn(applications.organizationId, organizationId, applications.id, ids));
  const hydrated = await hydrateApplications(tx, organizationId, rows.map(normalize), today, load);
  return new Map(hydrated.map((application) => [application.id, application]));
}

/** An application with everything loaded (what a default, full load returns). */
export type FullApplicationRecord = ApplicationRecord & { reports: ReportRecord[]; grant: GrantRecord };

/** The application; without `load` everything is loaded. */
export async function getApplication(
  tx: DbExecutor,
  organizationId: number,
  id: number,
  today: string,
): Promise<FullApplicationRecord>;
export async function getApplication(
  tx: DbExecutor,
  organizationId: number,
  id: number,
  today: string,
  load: ApplicationLoad,
): Promise<ApplicationRecord>;
export async function getApplication(
  tx: DbExecutor,
  organizationId: number,
  id: number,
  today: string,
  load: ApplicationLoad = FULL_APPLICATION_LOAD,
): Promise<ApplicationRecord> {
  return found(
    (await loadApplications(tx, organizationId, [id], today, load)).get(id),
    'APPLICATION_NOT_FOUND',
  );
}

/** The stored columns an update may write (amounts in cents). */
export type ApplicationChanges = ApplicationFields;

/**
 * Writes an application and replaces its report schedule with `nextReports`. A report that stays
 * (same urgency and deadline) keeps its row, so its submitted state and description survive.
 */
export async function saveApplication(
  tx: DbExecutor,
  organizationId: number,
  id: number,
  changes: ApplicationChanges,
  nextReports: readonly NewReport[],
): Promise<void> {
  const [row] = await tx
    .update(applications)
    .set(changes)
    .where(and(eq(applications.organizationId, organizationId), eq(applications.id, id)))
    .returning({ id: applications.id });
  found(row, 'APPLICATION_NOT_FOUND');
  const current = (await loadApplicationReports(tx, organizationId, [id])).get(id) ?? [];
  const wanted = [...nextReports];
  const obsolete: number[] = [];
  for (const report of current) {
    const index = wanted.findIndex((w) => w.urgency === report.urgency && w.deadline === report.deadline);
    if (index === -1) obsolete.push(report.id);
    else wanted.splice(index, 1);
  }
  if (obsolete.length > 0) {
    await tx
      .delete(reports)
      .where(and(eq(reports.organizationId, organizationId), inArray(reports.id, obsolete)));
  }
  if (wanted.length > 0) {
    await tx
      .insert(reports)
      .values(wanted.map((report) => ({ ...report, organizationId, applicationId: id })));
  }
}

export async function deleteApplication(tx: DbExecutor, organizationId: number, id: number): Promise<void> {
  const [row] = await tx
    .delete(applications)
    .where(and(eq(applications.organizationId, organizationId), eq(applications.id, id)))
    .returning({ id: applications.id });
  found(row, 'APPLICATION_NOT_FOUND');
}

/** Applications of one funder for its profile: previous (submitted or ineligible) and next (NOT_APPLY). */
export async function funderApplications(
  tx: DbExecutor,
  organizationId: number,
  funderId: number,
  today: string,
  load: ApplicationLoad = FULL_APPLICATION_LOAD,
): Promise<{ previous: ApplicationRecord[]; next: ApplicationRecord[] }> {
  const rows = await tx
    .select(applicationColumns(today))
    .from(applications)
    .innerJoin(grants, grantOfApplication)
    .where(
      and(
        eq(applications.organizationId, organizationId),
        eq(grants.funderId, funderId),
        or(
          isNotNull(applications.submissionDate),
          eq(applications.status, 'INELIGIBLE'),
          eq(applications.status, 'NOT_APPLY'),
        ),
      ),
    )
    .orderBy(desc(applications.deadline), desc(applications.id));
  const hydrated = await hydrateApplications(tx, organizationId, rows.map(normalize), today, load);
  return {
    previous: hydrated.filter((a) => a.submissionDate !== null || a.status === 'INELIGIBLE'),
    next: hydrated.filter((a) => a.status === 'NOT_APPLY' && a.submissionDate === null).reverse(),
  };
}
