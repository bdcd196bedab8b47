import type { DataQuestion } from '@grantflow/domain/assistant/data-question';
import { SUMMARY_CARD_RULES, type SummaryCardKind } from '@grantflow/domain/dashboard/summary-cards';
import { fiscalYearRange } from '@grantflow/domain/fiscal-year/fiscal-year-range';
import { readDashboard } from '../dashboard/read-dashboard.ts';
import { type DataAnswerContext, funderLink } from './data-answer-context.ts';
import { link, markdownTable } from './data-answer-format.ts';

type Totals = Extract<DataQuestion, { kind: 'totals' }>;
type Goals = Extract<DataQuestion, { kind: 'goals' }>;

/** The grant list holding exactly the rows a year's amount adds up, as the dashboard's card links it. */
function grantListHref(kind: SummaryCardKind, year: number): string {
  const rule = SUMMARY_CARD_RULES[kind];
  return `/grants?status=${rule.status}&${rule.countedBy === 'award' ? 'awardYear' : 'submissionYear'}=${year}`;
}

/** Sent, awarded and pending: per fiscal year (the dashboard's chart) or per funder or program in one year. */
export async function totalsAnswer(context: DataAnswerContext, question: Totals): Promise<string> {
  const { text, money, tenant } = context;
  const h = text.headers;
  const year = context.fiscalYear(question.fiscalYear);
  const anchor = tenant.organization.fiscalYearStart;
  if (question.by === 'year') {
    // One year when the question names it, else the dashboard's last three up to the current one.
    const years = question.fiscalYear ? [year] : [year - 2, year - 1, year];
    const spans = years.map((y) => ({ year: y, ...fiscalYearRange(y, anchor) }));
    const rows = await readDashboard(tenant, (reader) => reader.awardsByYear(spans, context.today));
    const table = rows.map((row) => [
      String(row.year),
      link(money(row.requestedCents), grantListHref('sent', row.year)),
      link(money(row.awardedCents), grantListHref('awarded', row.year)),
      link(money(row.pendingCents), grantListHref('pending', row.year)),
    ]);
    return `${text.totalsByYear}\n\n${markdownTable([h.fiscalYear, h.sent, h.awarded, h.pending], table)}`;
  }
  const by = question.by;
  const range = fiscalYearRange(year, anchor);
  const amounts = await readDashboard(tenant, (reader) =>
    reader.amountsByParty({ by, range, today: context.today }),
  );
  if (amounts.length === 0) return text.nothingInYear(String(year));
  // The amount asked about orders the rows; awarded first otherwise (the read's own order).
  const measure = question.measure ?? 'awarded';
  const cents = (entry: (typeof amounts)[number]) =>
    measure === 'awarded'
      ? entry.awardedCents
      : measure === 'requested'
        ? entry.requestedCents
        : entry.pendingCents;
  const sorted = [...amounts].sort((a, b) => cents(b) - cents(a));
  const rows = sorted.map((entry) => [
    question.by === 'funder' ? funderLink(entry.party) : entry.party.name,
    money(entry.requestedCents),
    money(entry.awardedCents),
    money(entry.pendingCents),
  ]);
  const lead =
    question.by === 'funder' ? text.totalsByFunder(String(year)) : text.totalsByProgram(String(year));
  const first = question.by === 'funder' ? h.funder : h.program;
  return `${lead}\n\n${context.table([first, h.sent, h.awarded, h.pending], rows, 'funders')}`;
}

/** Each program's goal for the fiscal year with what was achieved and what is still to raise. */
export async function goalsAnswer(context: DataAnswerContext, question: Goals): Promise<string> {
  const { text, money, tenant } = context;
  const h = text.headers;
  const year = context.fiscalYear(question.fiscalYear);
  const span = { year, ...fiscalYearRange(year, tenant.organization.fiscalYearStart) };
  const goals = (await readDashboard(tenant, (reader) => reader.programGoals(span))).filter(
    (goal) => goal.yearlyGoalCents !== null,
  );
  if (goals.length === 0) return text.noGoals(String(year));
  const rows = goals.map((goal) => [
    goal.name,
    money(goal.yearlyGoalCents),
    money(goal.achievedCents),
    money(goal.missingCents),
  ]);
  return `${text.goals(String(year))}\n\n${markdownTable([h.program, h.goal, h.achieved, h.missing], rows)}`;
}
