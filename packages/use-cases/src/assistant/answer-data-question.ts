import type { Db } from '@grantflow/db/client';
import { type DataQuestion, fold, recognizeDataQuestion } from '@grantflow/domain/assistant/data-question';
import type { SupportedLanguage } from '@grantflow/domain/constants/limits';
import { addDays } from '@grantflow/domain/dates/date-arithmetic';
import { isReportOverdue } from '@grantflow/domain/dates/overdue';
import { currentFiscalYear } from '@grantflow/domain/fiscal-year/fiscal-year-of';
import { fiscalYearRange } from '@grantflow/domain/fiscal-year/fiscal-year-range';
import { readDashboard } from '../dashboard/read-dashboard.ts';
import { listDeadlines } from '../deadlines/list-deadlines.ts';
import { listFunders } from '../funder/list-funders.ts';
import {
  EMPTY_RESPONSIVENESS,
  measureFunderResponsiveness,
} from '../funder/measure-funder-responsiveness.ts';
import { derivationToday } from '../shared/use-case-options.ts';
import { dataAnswerText, dateText, link, markdownTable, moneyText, percentText } from './data-answer-text.ts';

export interface DataQuestionInput {
  db: Db;
  organization: { id: number; fiscalYearStart: string | null; currency: string };
  question: string;
  language: SupportedLanguage;
  today?: string;
}

/** An answer's table shows at most this many rows; the rest are on the screen it names. */
export const DATA_ANSWER_ROWS = 20;

/** The table, cut to DATA_ANSWER_ROWS rows with a line saying where the rest are. */
function tableOf(
  language: SupportedLanguage,
  header: readonly string[],
  rows: readonly string[][],
  rest: 'deadlines' | 'reports',
): string {
  const table = markdownTable(header, rows.slice(0, DATA_ANSWER_ROWS));
  if (rows.length <= DATA_ANSWER_ROWS) return table;
  return `${table}\n\n${dataAnswerText(language).more(DATA_ANSWER_ROWS, rows.length, rest)}`;
}

/** The first day of records the overdue question looks back to. */
const OLDEST = '1900-01-01';

const funderLink = (funder: { id: number; name: string }) => link(funder.name, `/funder/${funder.id}`);

/**
 * The Data source without a model (docs/product.md, Chat): the question's kind is recognised in en/pt/de
 * and answered through the product's own reads of the caller's organisation (its tenant scope; no SQL
 * written from the question), as a sentence and a table whose rows link to the records. A question not
 * recognised gets the list of what can be asked.
 */
export async function answerDataQuestion(input: DataQuestionInput): Promise<string> {
  const today = derivationToday(input.today);
  const question = recognizeDataQuestion(input.question, today);
  const text = dataAnswerText(input.language);
  if (!question) return text.help;
  return answer(input, question, today);
}

async function answer(input: DataQuestionInput, question: DataQuestion, today: string): Promise<string> {
  const { db, organization, language } = input;
  const text = dataAnswerText(language);
  const h = text.headers;
  const money = (cents: number | null) =>
    cents === null ? '—' : moneyText(cents, organization.currency, language);
  const day = (date: string) => dateText(date, language);
  const tenant = { db, organization: { id: organization.id, fiscalYearStart: organization.fiscalYearStart } };
  const fiscalYear = (asked: number | null) =>
    asked ?? currentFiscalYear(organization.fiscalYearStart, today);

  switch (question.kind) {
    case 'deadlines': {
      const { grantDeadlines } = await listDeadlines({ ...tenant, range: question.range });
      const from = day(question.range.start);
      const to = day(question.range.end);
      if (grantDeadlines.length === 0) return text.noDeadlines(from, to);
      const rows = grantDeadlines.map((row) => [
        link(day(row.deadline), `/funder/${row.funder.id}?application=${row.id}`),
        funderLink(row.funder),
        row.program?.name ?? '—',
        money(row.amountRequestedCents),
      ]);
      const header = [h.deadline, h.funder, h.program, h.requested];
      return `${text.deadlines(rows.length, from, to)}\n\n${tableOf(language, header, rows, 'deadlines')}`;
    }
    case 'reports': {
      const range = question.overdue ? { start: OLDEST, end: addDays(today, -1) } : question.range;
      const { reportDeadlines } = await listDeadlines({ ...tenant, range });
      const reports = question.overdue
        ? reportDeadlines.filter((report) => isReportOverdue({ ...report, submitted: false }, today))
        : reportDeadlines;
      const from = day(range.start);
      const to = day(range.end);
      if (reports.length === 0) return question.overdue ? text.noReportsOverdue : text.noReportsDue(from, to);
      const rows = reports.map((report) => [
        link(day(report.deadline), `/report-center?report=${report.id}`),
        funderLink(report.funder),
        report.program?.name ?? '—',
        report.urgency === 'REQUIRED' ? text.required : text.courtesy,
      ]);
      const lead = question.overdue
        ? text.reportsOverdue(rows.length)
        : text.reportsDue(rows.length, from, to);
      return `${lead}\n\n${tableOf(language, [h.deadline, h.funder, h.program, h.urgency], rows, 'reports')}`;
    }
    case 'totals': {
      // 'How much did Hollis give us': the named funder's figures, when the words name one.
      if (question.words.length > 0) {
        const named = await fundersNamed(tenant, question.words, today);
        if (named.length > 0) return funderAnswer(input, named);
      }
      const year = fiscalYear(question.fiscalYear);
      if (question.by === 'year') {
        const years = [year - 2, year - 1, year];
        const spans = years.map((y) => ({ year: y, ...fiscalYearRange(y, organization.fiscalYearStart) }));
        const rows = await readDashboard(tenant, (reader) => reader.awardsByYear(spans, today));
        const table = rows.map((row) => [
          String(row.year),
          money(row.requestedCents),
          money(row.awardedCents),
          money(row.pendingCents),
        ]);
        return `${text.totalsByYear}\n\n${markdownTable([h.fiscalYear, h.sent, h.awarded, h.pending], table)}`;
      }
      const range = fiscalYearRange(year, organization.fiscalYearStart);
      const largest = await readDashboard(tenant, (reader) => reader.largestFunders({ range }));
      if (question.by === 'funder') {
        if (largest.overall.length === 0) return text.nothingAwarded(String(year));
        const rows = largest.overall.map((entry) => [funderLink(entry.funder), money(entry.amountCents)]);
        return `${text.totalsByFunder(String(year))}\n\n${markdownTable([h.funder, h.awarded], rows)}`;
      }
      const programs = largest.programs
        .map((entry) => ({
          name: entry.program.name,
          cents: entry.funders.reduce((sum, funder) => sum + funder.amountCents, 0),
        }))
        .filter((entry) => entry.cents > 0);
      if (programs.length === 0) return text.nothingAwarded(String(year));
      const rows = programs.map((entry) => [entry.name, money(entry.cents)]);
      return `${text.totalsByProgram(String(year))}\n\n${markdownTable([h.program, h.awarded], rows)}`;
    }
    case 'goals': {
      const year = fiscalYear(question.fiscalYear);
      const span = { year, ...fiscalYearRange(year, organization.fiscalYearStart) };
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
    case 'funder': {
      const named = await fundersNamed(tenant, question.words, today);
      if (named.length === 0) return text.noFunderFound;
      return funderAnswer(input, named);
    }
  }
}

/** How each named funder has answered: submissions, awards, win rate, days to answer, total awarded. */
function funderAnswer(input: DataQuestionInput, named: Awaited<ReturnType<typeof fundersNamed>>): string {
  const { organization, language } = input;
  const text = dataAnswerText(language);
  const h = text.headers;
  const rows = named.map(({ funder, responsiveness }) => [
    funderLink(funder),
    String(responsiveness.submitted),
    String(responsiveness.awarded),
    responsiveness.winRate === null ? '—' : percentText(responsiveness.winRate, language),
    responsiveness.medianResponseDays === null ? '—' : String(responsiveness.medianResponseDays),
    moneyText(responsiveness.totalAwardedCents, organization.currency, language),
  ]);
  const lead = text.funder(named.map(({ funder }) => funder.name).join(', '));
  return `${lead}\n\n${markdownTable([h.funder, h.submitted, h.awards, h.winRate, h.responseDays, h.awarded], rows)}`;
}

/** Funders whose name holds one of the words (accents and case aside), with how each answers. */
async function fundersNamed(
  tenant: { db: Db; organization: { id: number; fiscalYearStart: string | null } },
  words: readonly string[],
  today: string,
) {
  const found = new Map<number, { id: number; name: string }>();
  for (const word of words.slice(0, 4)) {
    const page = await listFunders({ ...tenant, search: word, page: 1, pageSize: 10, withTotal: false });
    for (const funder of page.items) {
      if (fold(funder.name).split(' ').includes(word))
        found.set(funder.id, { id: funder.id, name: funder.name });
    }
  }
  if (found.size === 0) return [];
  const figures = await measureFunderResponsiveness({
    db: tenant.db,
    organizationId: tenant.organization.id,
    funderIds: [...found.keys()],
    today,
  });
  return [...found.values()].map((funder) => ({
    funder,
    responsiveness: figures.get(funder.id) ?? EMPTY_RESPONSIVENESS,
  }));
}
