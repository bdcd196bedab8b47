import {
  deriveApplicationStatus,
  isAwaitingResponse,
} from '@grantflow/domain/application/derive-application-status';
import { LARGEST_FUNDERS_TOP } from '@grantflow/domain/constants/limits';
import { addDays } from '@grantflow/domain/dates/date-arithmetic';
import { isWithinWireRange } from '@grantflow/domain/dates/wire-date-range';
import type { ApplicationStatus, FunderType, ReportUrgency } from '@grantflow/domain/shared/enums';
import type pg from 'pg';

// A slow, obviously-correct TypeScript version of every dashboard aggregate, computed from raw rows with the
// domain's rules. Tests compare the SQL aggregates with it; nothing in production uses it.

export interface RawApplication {
  id: number;
  status: ApplicationStatus;
  deadline: string;
  declined: boolean;
  fiscalDate: string | null;
  submissionDate: string | null;
  amountRequestedCents: number | null;
  amountAwardedCents: number | null;
  receivementDate: string | null;
  funderId: number;
  funderName: string;
  funderType: FunderType;
  programId: number | null;
  programName: string | null;
}

export interface RawReport {
  id: number;
  applicationId: number;
  deadline: string;
  submitted: boolean;
  urgency: ReportUrgency;
}

export interface RawData {
  applications: RawApplication[];
  reports: RawReport[];
  programs: { id: number; name: string }[];
  goals: { programId: number; fiscalYear: number; goalCents: number }[];
}

/** Reads an organisation's rows as they are, with a superuser connection (no aggregation in SQL). */
export async function loadRawData(admin: pg.Pool | pg.Client, organizationId: number): Promise<RawData> {
  const applications = await admin.query<RawApplication>(
    `select a.id, a.status, a.deadline::text as "deadline", a.declined, a.fiscal_date::text as "fiscalDate",
       a.submission_date::text as "submissionDate", a.amount_requested_cents::float8 as "amountRequestedCents",
       a.amount_awarded_cents::float8 as "amountAwardedCents", a.receivement_date::text as "receivementDate",
       f.id as "funderId", f.name as "funderName", f.type as "funderType", p.id as "programId", p.name as "programName"
     from applications a join grants g on g.id = a.grant_id join funders f on f.id = g.funder_id
     left join programs p on p.id = g.program_id where a.organization_id = $1`,
    [organizationId],
  );
  const reports = await admin.query<RawReport>(
    `select id, application_id as "applicationId", deadline::text as "deadline", submitted, urgency
     from reports where organization_id = $1`,
    [organizationId],
  );
  const programs = await admin.query<{ id: number; name: string }>(
    'select id, name from programs where organization_id = $1',
    [organizationId],
  );
  const goals = await admin.query<{ programId: number; fiscalYear: number; goalCents: number }>(
    `select program_id as "programId", fiscal_year as "fiscalYear", goal_cents::float8 as "goalCents"
     from program_yearly_goals where organization_id = $1`,
    [organizationId],
  );
  return {
    applications: applications.rows,
    reports: reports.rows,
    programs: programs.rows,
    goals: goals.rows,
  };
}

export interface Span {
  year: number;
  start: string;
  end: string;
}

const inSpan = (day: string | null, span: { start: string; end: string }) =>
  day !== null && day >= span.start && day <= span.end;

export const awardDate = (a: RawApplication) => a.receivementDate ?? a.fiscalDate ?? a.deadline;
export const isAwarded = (a: RawApplication, span: { start: string; end: string }) =>
  a.status === 'AWARDED' && inSpan(awardDate(a), span);
export const isSent = (a: RawApplication, span: { start: string; end: string }) =>
  inSpan(a.submissionDate, span);

export function isPending(a: RawApplication, span: { start: string; end: string }, today: string): boolean {
  const facts = {
    status: a.status,
    declined: a.declined,
    submission: a.submissionDate ? { submissionDate: a.submissionDate } : null,
    award:
      a.amountAwardedCents !== null || a.receivementDate !== null
        ? { receivementDate: a.receivementDate }
        : null,
  };
  return (
    isSent(a, span) &&
    isAwaitingResponse(facts) &&
    deriveApplicationStatus(facts, today) !== 'DID_NOT_RESPOND'
  );
}

const sum = (values: (number | null)[]) => values.reduce<number>((total, value) => total + (value ?? 0), 0);

export function referenceAwardsByYear(data: RawData, spans: Span[], today: string) {
  return spans.map((span) => {
    const awarded = data.applications.filter((a) => isAwarded(a, span));
    const pending = data.applications.filter((a) => isPending(a, span, today));
    const sent = data.applications.filter((a) => isSent(a, span));
    const awardedCents = sum(awarded.map((a) => a.amountAwardedCents));
    const pendingCents = sum(pending.map((a) => a.amountRequestedCents));
    return {
      year: span.year,
      awardedCents,
      awardedCount: awarded.length,
      pendingCents,
      pendingCount: pending.length,
      requestedCents: sum(sent.map((a) => a.amountRequestedCents)),
      requestedCount: sent.length,
      totalCents: awardedCents + pendingCents,
    };
  });
}

export function referenceByFunderType(data: RawData, span: Span) {
  const result = new Map<FunderType, { cents: number; count: number }>();
  for (const a of data.applications.filter((app) => isAwarded(app, span))) {
    const entry = result.get(a.funderType) ?? { cents: 0, count: 0 };
    entry.cents += a.amountAwardedCents ?? 0;
    entry.count += 1;
    result.set(a.funderType, entry);
  }
  return result;
}

export function referenceYearlyGoals(data: RawData, years: number[]) {
  const result = new Map<number, number>();
  for (const goal of data.goals.filter((g) => years.includes(g.fiscalYear))) {
    result.set(goal.fiscalYear, (result.get(goal.fiscalYear) ?? 0) + goal.goalCents);
  }
  return result;
}

export function referenceActivityBounds(data: RawData) {
  // Dates outside the wire range (stored before SECURITY 22's rule) are left out of both bounds.
  const inRange = (date: string) => isWithinWireRange(date);
  const awards = data.applications
    .filter((a) => a.status === 'AWARDED')
    .map(awardDate)
    .sort();
  const submissions = data.applications.flatMap((a) => (a.submissionDate ? [a.submissionDate] : [])).sort();
  const oldestAward = awards.find(inRange) ?? null;
  const firstSubmission = submissions.find(inRange);
  const firstActivity =
    [oldestAward ?? undefined, firstSubmission].filter((d): d is string => d !== undefined).sort()[0] ?? null;
  const ignoredOutOfRange = [...awards, ...submissions].some((date) => !inRange(date));
  return { oldestAward, firstActivity, ignoredOutOfRange };
}

export function referenceProgramGoals(data: RawData, span: Span) {
  return data.programs
    .map((program) => {
      const goal = data.goals.find((g) => g.programId === program.id && g.fiscalYear === span.year);
      const achievedCents = sum(
        data.applications
          .filter((a) => a.programId === program.id && isAwarded(a, span))
          .map((a) => a.amountAwardedCents),
      );
      const yearlyGoalCents = goal ? goal.goalCents : null;
      return {
        id: program.id,
        name: program.name,
        yearlyGoalCents,
        achievedCents,
        missingCents: Math.max((yearlyGoalCents ?? 0) - achievedCents, 0),
      };
    })
    .sort((x, y) =>
      x.name.toLowerCase() < y.name.toLowerCase()
        ? -1
        : x.name.toLowerCase() > y.name.toLowerCase()
          ? 1
          : x.id - y.id,
    );
}

export function referenceDashboardApplications(
  data: RawData,
  span: Span,
  kind: 'SENT' | 'AWARDED' | 'PENDING',
  today: string,
) {
  const rows = data.applications.filter((a) =>
    kind === 'AWARDED' ? isAwarded(a, span) : kind === 'SENT' ? isSent(a, span) : isPending(a, span, today),
  );
  return rows
    .map((a) => ({
      id: a.id,
      amountCents: (kind === 'AWARDED' ? a.amountAwardedCents : a.amountRequestedCents) ?? 0,
      date: kind === 'AWARDED' ? awardDate(a) : (a.submissionDate as string),
    }))
    .sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : x.id - y.id));
}

export function referenceLargestFunders(
  data: RawData,
  range: { start?: string | null; end?: string | null },
  type: FunderType | null,
) {
  const awarded = data.applications.filter(
    (a) =>
      a.status === 'AWARDED' &&
      (!range.start || awardDate(a) >= range.start) &&
      (!range.end || awardDate(a) <= range.end) &&
      (!type || a.funderType === type),
  );
  const totals = new Map<number, { id: number; name: string; cents: number }>();
  const perProgram = new Map<string, { programId: number; funderId: number; cents: number }>();
  for (const a of awarded) {
    const total = totals.get(a.funderId) ?? { id: a.funderId, name: a.funderName, cents: 0 };
    total.cents += a.amountAwardedCents ?? 0;
    totals.set(a.funderId, total);
    if (a.programId === null) continue;
    const key = `${a.programId}:${a.funderId}`;
    const entry = perProgram.get(key) ?? { programId: a.programId, funderId: a.funderId, cents: 0 };
    entry.cents += a.amountAwardedCents ?? 0;
    perProgram.set(key, entry);
  }
  const ranked = [...totals.values()].sort((x, y) => y.cents - x.cents);
  return {
    overallAmounts: ranked.slice(0, LARGEST_FUNDERS_TOP).map((f) => f.cents),
    allTotals: totals,
    perProgram,
  };
}

export function referenceDeadlines(data: RawData, range: { start: string; end: string }) {
  const open = data.applications
    .filter((a) => a.status === 'NOT_APPLY' && inSpan(a.deadline, range))
    .map((a) => a.id)
    .sort((x, y) => x - y);
  const reports = data.reports
    .filter((r) => !r.submitted && inSpan(r.deadline, range))
    .map((r) => r.id)
    .sort((x, y) => x - y);
  return { grantIds: open, reportIds: reports };
}

export function referenceDueReminders(data: RawData, today: string, offsets: readonly number[]) {
  const days = new Set(offsets.map((offset) => addDays(today, offset)));
  return [
    ...data.applications
      .filter((a) => a.status === 'NOT_APPLY' && days.has(a.deadline))
      .map((a) => `application_deadline:${a.id}`),
    ...data.reports.filter((r) => !r.submitted && days.has(r.deadline)).map((r) => `report_deadline:${r.id}`),
  ].sort();
}
