import { fiscalDate } from '@grantflow/domain/application/fiscal-date';
import { resolveStoredStatus } from '@grantflow/domain/application/resolve-stored-status';
import type { WireDate } from '@grantflow/domain/dates/calendar-date';
import { recurrenceCountFor, recurringDeadlines } from '@grantflow/domain/grant/recurring-deadlines';
import type { GrantFrequency } from '@grantflow/domain/shared/enums';
import type pg from 'pg';

// What the API's own rules say about stored grants, applications and reports,
// checked over whatever a loader wrote (demo data, synthetic data). Returns readable violations; tests
// expect none. Runs with a superuser pool so it sees every organisation.

interface GrantRow {
  id: number;
  frequency: GrantFrequency;
  recurrence_count: number | null;
  deadlines: string[];
}

interface ApplicationRow {
  id: number;
  status: string;
  deadline: string;
  declined: boolean;
  declined_date: string | null;
  not_apply: boolean;
  is_submitted_as_ineligible: boolean;
  fiscal_date: string;
  submission_date: string | null;
  amount_requested_cents: number | null;
  amount_awarded_cents: number | null;
  receivement_date: string | null;
}

interface ReportRow {
  id: number;
  submitted: boolean;
  submission_date: string | null;
}

function grantViolations(grant: GrantRow): string[] {
  const problems: string[] = [];
  let expected: number;
  try {
    expected = recurrenceCountFor(grant.frequency, grant.recurrence_count);
  } catch {
    return [`grant ${grant.id}: ${grant.frequency} with recurrence count ${grant.recurrence_count}`];
  }
  if (grant.deadlines.length !== expected) {
    problems.push(
      `grant ${grant.id}: ${grant.frequency} ×${grant.recurrence_count ?? 1} has ${grant.deadlines.length} applications`,
    );
  } else if (expected > 1) {
    const first = grant.deadlines[0] as WireDate;
    const yearly = recurringDeadlines(first, expected);
    if (yearly.join() !== grant.deadlines.join())
      problems.push(`grant ${grant.id}: deadlines ${grant.deadlines.join(', ')} are not one year apart`);
  }
  return problems;
}

function applicationViolations(app: ApplicationRow, today: string): string[] {
  const problems: string[] = [];
  const at = `application ${app.id} (${app.status})`;
  const submission = app.submission_date ? { submissionDate: app.submission_date } : null;
  const award =
    app.receivement_date || app.amount_awarded_cents ? { receivementDate: app.receivement_date } : null;
  const status = resolveStoredStatus({
    notApply: app.not_apply,
    isSubmittedAsIneligible: app.is_submitted_as_ineligible,
    declined: app.declined,
    submission,
    award,
  });
  if (status !== app.status) problems.push(`${at}: its fields mean ${status}`);
  const expectedFiscal = fiscalDate({
    receivementDate: app.receivement_date,
    submissionDate: app.submission_date,
    deadline: app.deadline,
  });
  if (expectedFiscal !== app.fiscal_date)
    problems.push(`${at}: fiscal date ${app.fiscal_date}, not ${expectedFiscal}`);
  if (app.status === 'AWARDED' && !(app.amount_awarded_cents && app.receivement_date && app.submission_date))
    problems.push(`${at}: an award needs a submission, an amount and a receivement date`);
  if (app.status === 'DECLINED' && !app.declined_date) problems.push(`${at}: declined without a date`);
  if (app.not_apply && app.submission_date && !app.is_submitted_as_ineligible)
    problems.push(`${at}: not applied but submitted`);
  if (app.submission_date && !app.amount_requested_cents) problems.push(`${at}: submitted without an amount`);
  if (app.submission_date && app.submission_date > today) problems.push(`${at}: submitted in the future`);
  if (app.receivement_date && app.submission_date && app.receivement_date < app.submission_date)
    problems.push(`${at}: awarded before it was submitted`);
  if (app.declined_date && app.submission_date && app.declined_date < app.submission_date)
    problems.push(`${at}: declined before it was submitted`);
  return problems;
}

function reportViolations(report: ReportRow, today: string): string[] {
  const at = `report ${report.id}`;
  const problems: string[] = [];
  if (report.submitted !== (report.submission_date !== null))
    problems.push(`${at}: submitted=${report.submitted} with submission date ${report.submission_date}`);
  if (report.submission_date && report.submission_date > today)
    problems.push(`${at}: submitted in the future`);
  return problems;
}

/** Every violation of the API's rules in the database behind `pool` (a superuser pool: all organisations). */
export async function dataInvariantViolations(pool: pg.Pool, today: string): Promise<string[]> {
  const grants = await pool.query<GrantRow>(
    `select g.id, g.frequency::text as frequency, g.recurrence_count,
            coalesce(array_agg(a.deadline::text order by a.deadline) filter (where a.id is not null), '{}') as deadlines
       from grants g left join applications a on a.grant_id = g.id
      group by g.id order by g.id`,
  );
  const applications = await pool.query<ApplicationRow>(
    `select id, status::text as status, deadline::text, declined, declined_date::text, not_apply,
            is_submitted_as_ineligible, fiscal_date::text, submission_date::text,
            amount_requested_cents::float8 as amount_requested_cents,
            amount_awarded_cents::float8 as amount_awarded_cents, receivement_date::text
       from applications order by id`,
  );
  const reports = await pool.query<ReportRow>(
    'select id, submitted, submission_date::text from reports order by id',
  );
  return [
    ...grants.rows.flatMap(grantViolations),
    ...applications.rows.flatMap((app) => applicationViolations(app, today)),
    ...reports.rows.flatMap((report) => reportViolations(report, today)),
  ];
}
