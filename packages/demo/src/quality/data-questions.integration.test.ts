import { createAdminPool, createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import type { SupportedLanguage } from '@grantflow/domain/constants/limits';
import { addDays } from '@grantflow/domain/dates/date-arithmetic';
import { isReportOverdue } from '@grantflow/domain/dates/overdue';
import { currentFiscalYear } from '@grantflow/domain/fiscal-year/fiscal-year-of';
import { fiscalYearRange } from '@grantflow/domain/fiscal-year/fiscal-year-range';
import { centsToDollars } from '@grantflow/domain/money/money-units';
import { answerDataQuestion, DATA_ANSWER_ROWS } from '@grantflow/use-cases/assistant/answer-data-question';
import { dataAnswerText } from '@grantflow/use-cases/assistant/data-answer-text';
import { readDashboard } from '@grantflow/use-cases/dashboard/read-dashboard';
import { listDeadlines } from '@grantflow/use-cases/deadlines/list-deadlines';
import { listFunderResponsiveness } from '@grantflow/use-cases/funder/list-funder-responsiveness';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../rows/seed.ts';
import {
  funderNamed,
  referenceAmounts,
  referenceLastAward,
  referenceYear,
} from './data-questions-reference.ts';

// The Data source without a model, over the demo organisation: questions asked as users type them in en,
// pt and de, each answer's figures (counts, sums, dates, names, links) checked against the records read
// independently: the screens' own use cases (deadlines, report center, goals, funder responsiveness) or
// the test's SQL (data-questions-reference.ts). A question it does not understand gets the list of what
// it can answer.

type Language = SupportedLanguage;
const TODAY = '2026-06-15';
let database: TestDatabase;
let admin: pg.Pool;
let organization: { id: number; fiscalYearStart: string | null; currency: string };
const asked: Record<Language, number> = { en: 0, pt: 0, de: 0 };

function ask(question: string, language: Language): Promise<string> {
  asked[language] += 1;
  return answerDataQuestion({ db: database.db, organization, question, language, today: TODAY });
}

const LOCALE: Record<Language, string> = { en: 'en-US', pt: 'pt-BR', de: 'de-DE' };
const money = (cents: number, language: Language) =>
  new Intl.NumberFormat(LOCALE[language], {
    style: 'currency',
    currency: organization.currency,
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(centsToDollars(cents));
const percent = (share: number, language: Language) =>
  new Intl.NumberFormat(LOCALE[language], { style: 'percent', maximumFractionDigits: 0 }).format(share);
const number = (value: number, language: Language) =>
  new Intl.NumberFormat(LOCALE[language], { maximumFractionDigits: 1 }).format(value);
function day(date: string, language: Language): string {
  const [year, month, dayOfMonth] = date.split('-');
  if (language === 'en') return `${month}/${dayOfMonth}/${year}`;
  return language === 'pt' ? `${dayOfMonth}/${month}/${year}` : `${dayOfMonth}.${month}.${year}`;
}

/** The cells of each table row of a Markdown answer (header and separator left out). */
const rowsOf = (answer: string): string[][] =>
  answer
    .split('\n')
    .filter((line) => line.startsWith('| '))
    .slice(2)
    .map((line) => line.slice(2, -2).split(' | '));
const labelOf = (cell: string | undefined) => /^\[([^\]]*)\]/.exec(cell ?? '')?.[1] ?? cell;
const hrefOf = (cell: string | undefined) => /\]\(([^)]+)\)$/.exec(cell ?? '')?.[1];

const tenant = () => ({ db: database.db, organization });
const fiscalYear = (offset = 0) => currentFiscalYear(organization.fiscalYearStart, TODAY) + offset;
const yearRange = (year: number) => fiscalYearRange(year, organization.fiscalYearStart);

beforeAll(async () => {
  database = await createTestDatabase();
  const seeded = await seedDemoData(database.db, { today: TODAY });
  const main = seeded.organizationIds?.main;
  if (main === undefined) throw new Error('demo seed did not run');
  // The admin pool: the test's own reads, past row-level security.
  admin = createAdminPool(database.url, 1);
  const { rows } = await admin.query<{ fiscal_year_start: string | null; currency: string }>(
    `select to_char(fiscal_year_start, 'YYYY-MM-DD') as fiscal_year_start, currency from organizations where id = $1`,
    [main],
  );
  if (!rows[0]) throw new Error('the demo organisation was not found');
  organization = { id: main, fiscalYearStart: rows[0].fiscal_year_start, currency: rows[0].currency };
}, 120_000);

afterAll(async () => {
  await admin?.end();
  await database?.close();
});

describe('data questions without a model', () => {
  it.each([
    ['en', 'What deadlines do we have in the next 30 days?', TODAY, '2026-07-14'],
    ['en', "What's coming up in the next 90 days?", TODAY, '2026-09-12'],
    ['en', 'Which applications are due in August?', '2026-08-01', '2026-08-31'],
    ['pt', 'Quais prazos temos nos próximos 30 dias?', TODAY, '2026-07-14'],
    ['pt', 'O que vence nos proximos 60 dias?', TODAY, '2026-08-13'],
    ['pt', 'Quais são os prazos de setembro?', '2026-09-01', '2026-09-30'],
    ['de', 'Welche Fristen haben wir in den nächsten 30 Tagen?', TODAY, '2026-07-14'],
    ['de', 'Was ist in den nächsten 60 Tagen fällig?', TODAY, '2026-08-13'],
    ['de', 'Welche Antragsfristen haben wir im Juli?', '2026-07-01', '2026-07-31'],
  ] as const)(
    '%s: %s lists the open applications due then, linked to each',
    async (language, question, start, end) => {
      const expected = (await listDeadlines({ ...tenant(), range: { start, end } })).grantDeadlines;
      const answer = await ask(question, language);
      const from = day(start, language);
      const to = day(end, language);
      if (expected.length === 0) {
        expect(answer).toBe(dataAnswerText(language).noDeadlines(from, to));
        return;
      }
      expect(answer.split('\n')[0]).toBe(dataAnswerText(language).deadlines(expected.length, from, to));
      const shown = expected.slice(0, DATA_ANSWER_ROWS);
      const rows = rowsOf(answer);
      expect(rows.map((row) => hrefOf(row[0]))).toEqual(
        shown.map((row) => `/funder/${row.funder.id}?application=${row.id}`),
      );
      expect(rows.map((row) => labelOf(row[0]))).toEqual(shown.map((row) => day(row.deadline, language)));
      expect(rows.map((row) => labelOf(row[1]))).toEqual(shown.map((row) => row.funder.name));
    },
  );

  it('finds deadlines in the demo data for the longer periods (the checks above are not all empty)', async () => {
    const { grantDeadlines } = await listDeadlines({
      ...tenant(),
      range: { start: TODAY, end: '2026-09-12' },
    });
    expect(grantDeadlines.length).toBeGreaterThan(1);
  });

  it.each([
    ['en', 'Which reports are overdue?'],
    ['pt', 'Quais relatórios estão atrasados?'],
    ['de', 'Welche Berichte sind überfällig?'],
  ] as const)('%s: %s lists the required reports overdue today', async (language, question) => {
    const { reportDeadlines } = await listDeadlines({
      ...tenant(),
      range: { start: '1900-01-01', end: addDays(TODAY, -1) },
    });
    const overdue = reportDeadlines.filter((report) =>
      isReportOverdue({ ...report, submitted: false }, TODAY),
    );
    expect(overdue.length).toBeGreaterThan(0);
    const answer = await ask(question, language);
    expect(answer.split('\n')[0]).toBe(dataAnswerText(language).reportsOverdue(overdue.length));
    const rows = rowsOf(answer);
    expect(rows.map((row) => hrefOf(row[0]))).toEqual(
      overdue.slice(0, DATA_ANSWER_ROWS).map((report) => `/report-center?report=${report.id}`),
    );
    expect(rows.map((row) => labelOf(row[1]))).toEqual(
      overdue.slice(0, DATA_ANSWER_ROWS).map((r) => r.funder.name),
    );
  });

  it.each([
    ['en', 'What reports are due in the next 30 days?', TODAY, '2026-07-14'],
    ['pt', 'Quais relatorios vencem no proximo mes?', '2026-07-01', '2026-07-31'],
    ['de', 'Welche Berichte sind diese Woche fällig?', TODAY, '2026-06-21'],
  ] as const)('%s: %s lists the reports due then', async (language, question, start, end) => {
    const { reportDeadlines } = await listDeadlines({ ...tenant(), range: { start, end } });
    const answer = await ask(question, language);
    const from = day(start, language);
    const to = day(end, language);
    if (reportDeadlines.length === 0) {
      expect(answer).toBe(dataAnswerText(language).noReportsDue(from, to));
      return;
    }
    expect(answer.split('\n')[0]).toBe(dataAnswerText(language).reportsDue(reportDeadlines.length, from, to));
    expect(rowsOf(answer).map((row) => labelOf(row[0]))).toEqual(
      reportDeadlines.slice(0, DATA_ANSWER_ROWS).map((report) => day(report.deadline, language)),
    );
  });

  it.each([
    ['en', 'How much is pending?', [-2, -1, 0]],
    ['pt', 'Quanto foi concedido no ano fiscal 2024?', [2024]],
    ['de', 'Wie viel ist noch offen?', [-2, -1, 0]],
    ['en', 'What did we raise last fiscal year?', [-1]],
  ] as const)('%s: %s sums sent, awarded and pending by fiscal year', async (language, question, years) => {
    const answer = await ask(question, language);
    const expected = years.map((year) => (year > 1000 ? year : fiscalYear(year)));
    const rows = rowsOf(answer);
    expect(rows.map((row) => row[0])).toEqual(expected.map(String));
    for (const [index, year] of expected.entries()) {
      const sums = await referenceYear(admin, organization.id, yearRange(year), TODAY);
      // Each amount links to the grant list of the rows it adds up (the dashboard cards' filters).
      expect(rows[index]?.slice(1)).toEqual([
        `[${money(sums.requested, language)}](/grants?status=SUBMITTED&submissionYear=${year})`,
        `[${money(sums.awarded, language)}](/grants?status=AWARDED&awardYear=${year})`,
        `[${money(sums.pending, language)}](/grants?status=PENDING&submissionYear=${year})`,
      ]);
    }
  });

  it.each([
    ['en', 'How much were we awarded by funder in FY2025?', 'funder', 'awarded', 2025],
    ['en', 'How much have we requested per program this year?', 'program', 'requested', 0],
    ['pt', 'Quanto foi solicitado por programa este ano?', 'program', 'requested', 0],
    ['pt', 'Quanto está pendente por financiador em 2025?', 'funder', 'pending', 2025],
    ['de', 'Wie viel wurde im Geschäftsjahr 2025 je Förderer bewilligt?', 'funder', 'awarded', 2025],
    ['de', 'Wie viel haben wir dieses Jahr je Programm beantragt?', 'program', 'requested', 0],
  ] as const)(
    '%s: %s sums each %s in the fiscal year, largest %s first',
    async (language, question, by, measure, year) => {
      const fy = year > 1000 ? year : fiscalYear(year);
      const expected = await referenceAmounts(admin, organization.id, by, yearRange(fy), TODAY);
      expect(expected.length).toBeGreaterThan(0);
      const answer = await ask(question, language);
      const text = dataAnswerText(language);
      expect(answer.split('\n')[0]).toBe(
        by === 'funder' ? text.totalsByFunder(String(fy)) : text.totalsByProgram(String(fy)),
      );
      const rows = rowsOf(answer);
      expect(rows).toHaveLength(Math.min(expected.length, DATA_ANSWER_ROWS));
      if (expected.length > DATA_ANSWER_ROWS)
        expect(answer).toContain(
          `${DATA_ANSWER_ROWS} ${text === dataAnswerText('en') ? 'of' : language === 'pt' ? 'de' : 'von'} ${expected.length}`,
        );
      const byName = new Map(expected.map((entry) => [entry.name, entry]));
      for (const row of rows) {
        const entry = byName.get(labelOf(row[0]) ?? '');
        expect(entry, row.join(' | ')).toBeDefined();
        if (!entry) continue;
        if (by === 'funder') expect(hrefOf(row[0])).toBe(`/funder/${entry.id}`);
        expect(row.slice(1)).toEqual([
          money(entry.requested, language),
          money(entry.awarded, language),
          money(entry.pending, language),
        ]);
      }
      // The largest of the amount asked about comes first.
      const largest = Math.max(...expected.map((entry) => entry[measure]));
      expect(byName.get(labelOf(rows[0]?.[0]) ?? '')?.[measure]).toBe(largest);
    },
  );

  it.each([
    ['en', 'How are our program goals going this year?', 0],
    ['pt', 'Como estão as metas dos programas?', 0],
    ['de', 'Wie stehen unsere Programmziele im Geschäftsjahr 2024?', 2024],
  ] as const)(
    '%s: %s shows each goal with what is achieved and missing',
    async (language, question, year) => {
      const fy = year > 1000 ? year : fiscalYear(year);
      const goals = (
        await readDashboard(tenant(), (reader) => reader.programGoals({ year: fy, ...yearRange(fy) }))
      ).filter((goal) => goal.yearlyGoalCents !== null);
      const answer = await ask(question, language);
      if (goals.length === 0) {
        expect(answer).toBe(dataAnswerText(language).noGoals(String(fy)));
        return;
      }
      expect(answer.split('\n')[0]).toBe(dataAnswerText(language).goals(String(fy)));
      expect(rowsOf(answer)).toEqual(
        goals.map((goal) => [
          goal.name,
          money(goal.yearlyGoalCents ?? 0, language),
          money(goal.achievedCents, language),
          money(goal.missingCents, language),
        ]),
      );
    },
  );

  it.each([
    ['en', 'What is the win rate with Hollis?', 'Hollis'],
    ['en', 'How long does the Marlowe Fund take to respond?', 'The Marlowe'],
    ['en', 'How much did the Marlowe Fund give us?', 'The Marlowe'],
    ['pt', 'Qual é a taxa de sucesso com a Oregon Arts Commission?', 'Oregon Arts'],
    ['de', 'Wie ist die Erfolgsquote bei der Lindqvist Stiftung?', 'Lindqvist'],
    ['de', 'Wie schnell antwortet Hollis?', 'Hollis'],
  ] as const)(
    "%s: %s gives the funder's submissions, awards, win rate and days to answer",
    async (language, question, name) => {
      const funder = await funderNamed(admin, organization.id, name);
      const entries = await listFunderResponsiveness({ ...tenant(), today: TODAY });
      const figures = entries.find((entry) => entry.funder.id === funder.id)?.responsiveness;
      if (!figures) throw new Error(`${name} has no submission in the demo data`);
      const answer = await ask(question, language);
      expect(answer.split('\n')[0]).toBe(dataAnswerText(language).funder(funder.name));
      expect(rowsOf(answer)).toEqual([
        [
          `[${funder.name}](/funder/${funder.id})`,
          String(figures.submitted),
          String(figures.awarded),
          figures.winRate === null ? '—' : percent(figures.winRate, language),
          figures.medianResponseDays === null ? '—' : number(figures.medianResponseDays, language),
          money(figures.totalAwardedCents, language),
        ],
      ]);
    },
  );

  it("en: What is our win rate? lists every funder's figures, most submissions first", async () => {
    const entries = await listFunderResponsiveness({ ...tenant(), today: TODAY });
    const answer = await ask('What is our win rate?', 'en');
    const rows = rowsOf(answer);
    expect(rows).toHaveLength(Math.min(entries.length, DATA_ANSWER_ROWS));
    expect(rows.map((row) => hrefOf(row[0]))).toEqual(
      entries.slice(0, DATA_ANSWER_ROWS).map((entry) => `/funder/${entry.funder.id}`),
    );
    expect(rows.map((row) => row[1])).toEqual(
      entries.slice(0, DATA_ANSWER_ROWS).map((entry) => String(entry.responsiveness.submitted)),
    );
  });

  it.each([
    ['en', 'When was our last award from the Lindqvist foundation?', 'Lindqvist'],
    ['en', 'What was the latest grant from the Oregon Arts Commission?', 'Oregon Arts'],
    ['pt', 'Qual foi a última concessão da Hollis?', 'Hollis'],
    ['pt', 'Quando a Marlowe nos concedeu pela ultima vez?', 'The Marlowe'],
    ['de', 'Wann hat Evergreen uns zuletzt etwas bewilligt?', 'Evergreen'],
    ['de', 'Was war die letzte Bewilligung von Lane County?', 'Lane County'],
  ] as const)(
    "%s: %s gives the funder's last award: date, grant and amount",
    async (language, question, name) => {
      const funder = await funderNamed(admin, organization.id, name);
      const award = await referenceLastAward(admin, funder.id);
      const answer = await ask(question, language);
      if (!award) {
        expect(answer).toBe(dataAnswerText(language).noAward(funder.name));
        return;
      }
      expect(answer.split('\n')[0]).toBe(dataAnswerText(language).lastAward(funder.name));
      expect(rowsOf(answer)).toEqual([
        [
          `[${day(award.day, language)}](/funder/${funder.id}?application=${award.id})`,
          `[${funder.name}](/funder/${funder.id})`,
          award.program ?? '—',
          money(award.cents, language),
        ],
      ]);
    },
  );

  it.each([
    ['en', 'Write me a poem about spring'],
    ['pt', 'Escreva um poema'],
    ['de', 'Schreib mir ein Gedicht'],
  ] as const)('%s: %s gets the list of what can be answered', async (language, question) => {
    expect(await ask(question, language)).toBe(dataAnswerText(language).help);
  });

  it('asked at least 30 questions, at least 10 in each language', () => {
    expect(asked.en + asked.pt + asked.de).toBeGreaterThanOrEqual(30);
    for (const language of ['en', 'pt', 'de'] as const) expect(asked[language]).toBeGreaterThanOrEqual(10);
  });
});
