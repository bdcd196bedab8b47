import type { ReportUrgency } from '@grantflow/domain/shared/enums';
import { and, count, eq } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { funderLocations } from '../schema/funders.ts';
import { applications, reports } from '../schema/grants.ts';
import {
  type ApplicationRecord,
  type ApplicationRow,
  applicationColumns,
  hydrateApplications,
  loadApplications,
  normalize,
} from './applications.ts';
import { locationOfFunder } from './funders.ts';
import { grantColumns } from './grants.ts';
import { listOrder } from './keyset.ts';
import { type ApplicationLoad, FULL_APPLICATION_LOAD } from './load.ts';
import { applicationPartiesMatch, joinApplicationParties } from './parties-sql.ts';
import {
  applicationOfReport,
  applicationReportsJsonSql,
  type ReportRecord,
  reportColumns,
} from './report-sql.ts';
import {
  type DateRange,
  dateRangeConditions,
  found,
  type Page,
  type PageRequest,
  pageTotalColumn,
  selectPage,
} from './shared.ts';

export type { ReportRecord } from './report-sql.ts';

export interface ReportWithApplication extends ReportRecord {
  /** Undefined when the load left it out. */
  application?: ApplicationRecord;
}

export interface ListReportsOptions extends PageRequest {
  organizationId: number;
  today: string;
  search?: string | null;
  submitted?: boolean | null;
  /** Report deadline range. */
  deadline?: DateRange;
  /** Run the count (`total`); false leaves `total` undefined. Default true. */
  withTotal?: boolean;
  /** What each report's application carries; false leaves the application out. */
  load?: ApplicationLoad | false;
}

/** A report page row's joined parts (see listReports' select). */
type PageRowParts = {
  application: ApplicationRow & { responseDays: unknown };
  grant?: unknown;
  programName?: unknown;
  responseAverage?: unknown;
  funder?: unknown;
};

const REPORT_KEYS = Object.keys(reportColumns) as (keyof ReportRecord)[];

/** The report's own fields of a page row that also carries its application's. */
function reportOf(row: ReportRecord): ReportRecord {
  return Object.fromEntries(REPORT_KEYS.map((key) => [key, row[key]])) as unknown as ReportRecord;
}

async function withApplications(
  tx: DbExecutor,
  organizationId: number,
  rows: readonly ReportRecord[],
  today: string,
  load: ApplicationLoad | false = FULL_APPLICATION_LOAD,
): Promise<ReportWithApplication[]> {
  if (load === false) return [...rows];
  const byId = await loadApplications(
    tx,
    organizationId,
    rows.map((row) => row.applicationId),
    today,
    load,
  );
  return rows.flatMap((row) => {
    const application = byId.get(row.applicationId);
    return application ? [{ ...row, application }] : [];
  });
}

/** The report center's order: by deadline, then by id. */
const REPORT_ORDER = listOrder([
  { value: reports.deadline, direction: 'asc' },
  { value: reports.id, direction: 'asc' },
]);

/** Reports by deadline, searched on funder and program name, with their applications (bounded statements). */
export async function listReports(
  tx: DbExecutor,
  options: ListReportsOptions,
): Promise<Page<ReportWithApplication>> {
  const search = options.search?.trim();
  const where = and(
    eq(reports.organizationId, options.organizationId),
    typeof options.submitted === 'boolean' ? eq(reports.submitted, options.submitted) : undefined,
    search ? applicationPartiesMatch(options.organizationId, search) : undefined,
    ...dateRangeConditions(reports.deadline, options.deadline),
  );
  const counted =
    options.withTotal === false
      ? null
      : search
        ? // The search is on the report's application (applicationPartiesMatch): its grant, funder and
          // program need no join to be counted.
          tx
            .select({ value: count() })
            .from(reports)
            .innerJoin(applications, applicationOfReport)
            .where(where)
        : // Without the search nothing filters on the application, and every report has one application
          // (a composite foreign key): count the reports alone.
          tx.select({ value: count() }).from(reports).where(where);
  // The page's application, grant, program and funder come in its own statement, through the joins it
  // already has (one statement for the report center instead of three).
  const load = options.load === undefined ? FULL_APPLICATION_LOAD : options.load;
  const { rows, total, next } = await selectPage(
    joinApplicationParties(
      tx
        .select({
          ...reportColumns,
          ...(load
            ? {
                application: {
                  ...applicationColumns(options.today),
                  ...(load.reports ? { reports: applicationReportsJsonSql } : {}),
                },
                ...(load.grant ? grantColumns(load.grant, options.today) : {}),
              }
            : {}),
          pageTotal: pageTotalColumn(counted),
          pageCursor: REPORT_ORDER.cursorColumn(options.after),
        })
        .from(reports)
        .innerJoin(applications, applicationOfReport)
        .$dynamic(),
    )
      .leftJoin(funderLocations, locationOfFunder)
      .where(and(where, REPORT_ORDER.after(options.after)))
      .orderBy(...REPORT_ORDER.orderBy),
    counted,
    options,
  );
  const reportsOnly = rows.map((row) => reportOf(row as unknown as ReportRecord));
  const keyset = next ? { next } : {};
  if (!load) return { items: reportsOnly, total, ...keyset };
  const applicationRows = rows.map((row) => {
    const { application, grant, programName, responseAverage, funder } = row as unknown as PageRowParts;
    return {
      ...normalize(application),
      ...(load.grant ? { grant, programName, responseAverage, funder } : {}),
    };
  });
  // Every part is in the rows: hydrating them runs no statement.
  const hydrated = await hydrateApplications(
    tx,
    options.organizationId,
    applicationRows,
    options.today,
    load,
  );
  const byId = new Map(hydrated.map((application) => [application.id, application]));
  return {
    items: reportsOnly.flatMap((report) => {
      const application = byId.get(report.applicationId);
      return application ? [{ ...report, application }] : [];
    }),
    total,
    ...keyset,
  };
}

export async function getReport(
  tx: DbExecutor,
  organizationId: number,
  id: number,
  today: string,
  load: ApplicationLoad | false = FULL_APPLICATION_LOAD,
): Promise<ReportWithApplication> {
  const rows = await tx
    .select(reportColumns)
    .from(reports)
    .where(and(eq(reports.organizationId, organizationId), eq(reports.id, id)));
  const [report] = await withApplications(tx, organizationId, rows, today, load);
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
