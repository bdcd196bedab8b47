import { and, eq, sql } from 'drizzle-orm';
import { applications, reports } from '../schema/grants.ts';

// A report's own columns and the join to its application, shared by the report list, the application's
// report schedule, deadlines and reminders.

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
