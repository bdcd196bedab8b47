import type { ReportUrgency } from '@grantflow/domain/shared/enums';
import { and, eq, sql } from 'drizzle-orm';
import { applications, reports } from '../schema/grants.ts';

// A report's own columns and the join to its application, shared by the report list, the application's
// report schedule, deadlines and reminders.

/** A report as every reader gets it; here, beside its columns, so the application and report readers share it. */
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

/** Every column of a report record (the timestamps stay in the database). */
export const reportColumns = {
  id: reports.id,
  organizationId: reports.organizationId,
  applicationId: reports.applicationId,
  deadline: reports.deadline,
  urgency: reports.urgency,
  submitted: reports.submitted,
  submissionDate: reports.submissionDate,
  description: reports.description,
};

export const applicationOfReport = and(
  eq(applications.id, reports.applicationId),
  eq(applications.organizationId, reports.organizationId),
);

/** The report's application; `reports` must be in the FROM list. */
export const reportApplicationJoinSql = sql`join ${applications} on ${applications.id} = ${reports.applicationId} and ${applications.organizationId} = ${reports.organizationId}`;

/**
 * The application's reports (deadline, then id) as one JSON array column of an `applications` select, each
 * element a `ReportRecord` (dates stay `yyyy-MM-dd` text in JSON): a list reads its page's schedules in the
 * page's own statement instead of one more.
 */
export const applicationReportsJsonSql = sql<ReportRecord[]>`coalesce((select json_agg(json_build_object(
    'id', r.id, 'organizationId', r.organization_id, 'applicationId', r.application_id,
    'deadline', r.deadline, 'urgency', r.urgency, 'submitted', r.submitted,
    'submissionDate', r.submission_date, 'description', r.description) order by r.deadline, r.id)
  from reports r where r.organization_id = ${applications.organizationId} and r.application_id = ${applications.id}),
  '[]'::json)`;
