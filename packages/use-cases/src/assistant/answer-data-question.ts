import { type DataQuestion, recognizeDataQuestion } from '@grantflow/domain/assistant/data-question';
import { addDays } from '@grantflow/domain/dates/date-arithmetic';
import { isReportOverdue } from '@grantflow/domain/dates/overdue';
import { listDeadlines } from '../deadlines/list-deadlines.ts';
import { derivationToday } from '../shared/use-case-options.ts';
import {
  applicationHref,
  type DataAnswerContext,
  type DataQuestionInput,
  dataAnswerContext,
  funderLink,
} from './data-answer-context.ts';
import { link } from './data-answer-format.ts';
import { funderAnswer, fundersNamed, lastAwardAnswer } from './data-answer-funders.ts';
import { goalsAnswer, totalsAnswer } from './data-answer-totals.ts';

export { DATA_ANSWER_ROWS, type DataQuestionInput } from './data-answer-context.ts';

/** The first day of records the overdue question looks back to. */
const OLDEST = '1900-01-01';

/**
 * The Data source without a model (docs/product.md, Chat): the question's kind is recognised in en/pt/de
 * and answered through the product's own reads of the caller's organisation (its tenant scope; no SQL
 * written from the question), as a sentence and a table whose rows link to the records. A question not
 * recognised gets the list of what can be asked.
 */
export async function answerDataQuestion(input: DataQuestionInput): Promise<string> {
  const today = derivationToday(input.today);
  const question = recognizeDataQuestion(input.question, today);
  const context = dataAnswerContext(input, today);
  if (!question) return context.text.help;
  return answer(context, question);
}

async function answer(context: DataAnswerContext, question: DataQuestion): Promise<string> {
  const { text } = context;
  switch (question.kind) {
    case 'deadlines':
      return deadlinesAnswer(context, question.range);
    case 'reports':
      return reportsAnswer(context, question);
    case 'totals': {
      // 'How much did Hollis give us': the named funder's figures, when the words name one.
      const named = question.words.length > 0 ? await fundersNamed(context, question.words) : [];
      if (named.length > 0) return funderAnswer(context, named);
      return totalsAnswer(context, question);
    }
    case 'goals':
      return goalsAnswer(context, question);
    case 'funder': {
      if (question.words.length === 0) return funderAnswer(context, null);
      const named = await fundersNamed(context, question.words);
      return named.length === 0 ? text.noFunderFound : funderAnswer(context, named);
    }
    case 'lastAward': {
      const named = await fundersNamed(context, question.words);
      return named.length === 0 ? text.noFunderFound : lastAwardAnswer(context, named);
    }
  }
}

/** The open applications whose deadline is in the range (the Grant Deadlines page), each linked to it. */
async function deadlinesAnswer(context: DataAnswerContext, range: { start: string; end: string }) {
  const { text, day, money } = context;
  const h = text.headers;
  const { grantDeadlines } = await listDeadlines({ ...context.tenant, range });
  const from = day(range.start);
  const to = day(range.end);
  if (grantDeadlines.length === 0) return text.noDeadlines(from, to);
  const rows = grantDeadlines.map((row) => [
    link(day(row.deadline), applicationHref(row.funder.id, row.id)),
    funderLink(row.funder),
    row.program?.name ?? '—',
    money(row.amountRequestedCents),
  ]);
  const header = [h.deadline, h.funder, h.program, h.requested];
  return `${text.deadlines(rows.length, from, to)}\n\n${context.table(header, rows, 'deadlines')}`;
}

/** Reports due in the range, or the required ones overdue today (the Report Center), linked to it. */
async function reportsAnswer(
  context: DataAnswerContext,
  question: Extract<DataQuestion, { kind: 'reports' }>,
) {
  const { text, day, today } = context;
  const h = text.headers;
  const range = question.overdue ? { start: OLDEST, end: addDays(today, -1) } : question.range;
  const { reportDeadlines } = await listDeadlines({ ...context.tenant, range });
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
  const lead = question.overdue ? text.reportsOverdue(rows.length) : text.reportsDue(rows.length, from, to);
  return `${lead}\n\n${context.table([h.deadline, h.funder, h.program, h.urgency], rows, 'reports')}`;
}
