import type { Db } from '@grantflow/db/client';
import type { FiscalYearAsked } from '@grantflow/domain/assistant/data-question';
import type { SupportedLanguage } from '@grantflow/domain/constants/limits';
import { currentFiscalYear } from '@grantflow/domain/fiscal-year/fiscal-year-of';
import { dateText, link, markdownTable, moneyText } from './data-answer-format.ts';
import { dataAnswerText, type MoreList } from './data-answer-text.ts';

export interface DataQuestionInput {
  db: Db;
  organization: { id: number; fiscalYearStart: string | null; currency: string };
  question: string;
  language: SupportedLanguage;
  today?: string;
}

/** An answer's table shows at most this many rows; the rest are on the screen it names. */
export const DATA_ANSWER_ROWS = 20;

/** What every kind of data answer writes with: the caller's tenant, today, and the user's language. */
export interface DataAnswerContext {
  tenant: { db: Db; organization: { id: number; fiscalYearStart: string | null } };
  organizationId: number;
  today: string;
  language: SupportedLanguage;
  text: ReturnType<typeof dataAnswerText>;
  money: (cents: number | null) => string;
  day: (date: string) => string;
  /** The fiscal year asked for, the current one when the question names none. */
  fiscalYear: (asked: FiscalYearAsked | null) => number;
  /** The table, cut to DATA_ANSWER_ROWS rows with a line saying where the rest are. */
  table: (header: readonly string[], rows: readonly string[][], rest: MoreList) => string;
}

export function dataAnswerContext(input: DataQuestionInput, today: string): DataAnswerContext {
  const { db, organization, language } = input;
  const text = dataAnswerText(language);
  const current = currentFiscalYear(organization.fiscalYearStart, today);
  return {
    tenant: { db, organization: { id: organization.id, fiscalYearStart: organization.fiscalYearStart } },
    organizationId: organization.id,
    today,
    language,
    text,
    money: (cents) => (cents === null ? '—' : moneyText(cents, organization.currency, language)),
    day: (date) => dateText(date, language),
    fiscalYear: (asked) => (asked === null ? current : 'year' in asked ? asked.year : current + asked.offset),
    table: (header, rows, rest) => {
      const table = markdownTable(header, rows.slice(0, DATA_ANSWER_ROWS));
      if (rows.length <= DATA_ANSWER_ROWS) return table;
      return `${table}\n\n${text.more(DATA_ANSWER_ROWS, rows.length, rest)}`;
    },
  };
}

export const funderLink = (funder: { id: number; name: string }): string =>
  link(funder.name, `/funder/${funder.id}`);

/** An application's place on its funder's profile, which opens it (the calendar's and reminders' link). */
export const applicationHref = (funderId: number, applicationId: number): string =>
  `/funder/${funderId}?application=${applicationId}`;
