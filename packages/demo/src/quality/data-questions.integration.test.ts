import { createAdminPool, createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { isReportOverdue } from '@grantflow/domain/dates/overdue';
import { fiscalYearRange } from '@grantflow/domain/fiscal-year/fiscal-year-range';
import { answerDataQuestion, DATA_ANSWER_ROWS } from '@grantflow/use-cases/assistant/answer-data-question';
import { dataAnswerText } from '@grantflow/use-cases/assistant/data-answer-text';
import { readDashboard } from '@grantflow/use-cases/dashboard/read-dashboard';
import { listDeadlines } from '@grantflow/use-cases/deadlines/list-deadlines';
import { listFunderResponsiveness } from '@grantflow/use-cases/funder/list-funder-responsiveness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../rows/seed.ts';

// The Data source without a model, over the demo organisation: each recognised question, asked as users
// ask it in en, pt and de, is answered with the same figures as the screens' own reads, as a table whose
// rows link to the records; a question it does not understand gets the list of what it can answer.

const TODAY = '2026-06-15';
let database: TestDatabase;
let organization: { id: number; fiscalYearStart: string | null; currency: string };

const ask = (question: string, language: 'en' | 'pt' | 'de' = 'en') =>
  answerDataQuestion({ db: database.db, organization, question, language, today: TODAY });

/** The table rows of a Markdown answer (header and separator left out). */
const rowsOf = (answer: string) =>
  answer
    .split('\n')
    .filter((line) => line.startsWith('| '))
    .slice(2);

beforeAll(async () => {
  database = await createTestDatabase();
  const seeded = await seedDemoData(database.db, { today: TODAY });
  const main = seeded.organizationIds?.main;
  if (main === undefined) throw new Error('demo seed did not run');
  // The admin pool: organizations are behind row-level security for the service role.
  const admin = createAdminPool(database.url, 1);
  const { rows } = await admin.query<{ fiscal_year_start: string | null; currency: string }>(
    `select to_char(fiscal_year_start, 'YYYY-MM-DD') as fiscal_year_start, currency from organizations where id = $1`,
    [main],
  );
  await admin.end();
  if (!rows[0]) throw new Error('the demo organisation was not found');
  organization = {
    id: main,
    fiscalYearStart: rows[0]?.fiscal_year_start ?? null,
    currency: rows[0]?.currency ?? 'USD',
  };
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe('data questions without a model', () => {
  const tenant = () => ({ db: database.db, organization });

  it('lists the application deadlines of the next 30 days, each linked to its application', async () => {
    const expected = await listDeadlines({ ...tenant(), range: { start: TODAY, end: '2026-07-14' } });
    for (const [language, question] of [
      ['en', 'What deadlines do we have in the next 30 days?'],
      ['pt', 'Quais prazos temos nos próximos 30 dias?'],
      ['de', 'Welche Fristen haben wir in den nächsten 30 Tagen?'],
    ] as const) {
      const answer = await ask(question, language);
      const rows = rowsOf(answer);
      expect(rows.length, answer).toBe(Math.min(expected.grantDeadlines.length, DATA_ANSWER_ROWS));
      if (expected.grantDeadlines.length > DATA_ANSWER_ROWS)
        expect(answer).toContain(`${expected.grantDeadlines.length}`);
      expect(expected.grantDeadlines.length).toBeGreaterThan(0);
      const first = expected.grantDeadlines[0];
      expect(rows[0]).toContain(`/funder/${first?.funder.id}?application=${first?.id}`);
    }
    expect(await ask('What deadlines do we have in the next 30 days?')).toContain('06/15/2026');
    expect(await ask('Quais prazos temos nos próximos 30 dias?', 'pt')).toContain('15/06/2026');
  });

  it('lists the overdue required reports, linked to the Report Center', async () => {
    const { reportDeadlines } = await listDeadlines({
      ...tenant(),
      range: { start: '1900-01-01', end: '2026-06-14' },
    });
    const overdue = reportDeadlines.filter((report) =>
      isReportOverdue({ ...report, submitted: false }, TODAY),
    );
    const answer = await ask('Quais relatórios estão em atraso?', 'pt');
    if (overdue.length === 0) {
      expect(answer).toBe(dataAnswerText('pt').noReportsOverdue);
      return;
    }
    expect(rowsOf(answer)).toHaveLength(Math.min(overdue.length, DATA_ANSWER_ROWS));
    expect(answer).toContain(`/report-center?report=${overdue[0]?.id}`);
    expect(answer).toContain('Obrigatório');
  });

  it("answers the fiscal year's awards by funder with the dashboard's own figures", async () => {
    // The demo's fiscal year starts on 1 July: FY 2025 runs to 30 June 2026, around the demo's today.
    const range = fiscalYearRange(2025, organization.fiscalYearStart);
    const largest = await readDashboard(tenant(), (reader) => reader.largestFunders({ range }));
    expect(largest.overall.length).toBeGreaterThan(0);
    const answer = await ask('Wie viel wurde 2025 je Förderer bewilligt?', 'de');
    expect(rowsOf(answer)).toHaveLength(largest.overall.length);
    expect(rowsOf(answer)[0]).toContain(largest.overall[0]?.funder.name ?? '');
    // German money: thousands with a dot.
    expect(answer).toMatch(/\d\.\d{3}/);
  });

  it("answers a funder's win rate and response time, and the goals of the year", async () => {
    const entries = await listFunderResponsiveness({ ...tenant(), today: TODAY });
    const measured = entries.find((entry) => entry.responsiveness.winRate !== null);
    expect(measured).toBeDefined();
    const word = measured?.funder.name.split(' ')[0] ?? '';
    const answer = await ask(`What is our win rate with ${word}?`);
    expect(answer).toContain(`/funder/${measured?.funder.id}`);
    expect(answer).toMatch(/\d+%/);

    const goals = await ask('How are our program goals going?');
    expect(goals).toMatch(/^Program goals for fiscal year \d{4}:/);
    expect(rowsOf(goals).length).toBeGreaterThan(0);
  });

  it('says what it can answer when it does not understand, in each language', async () => {
    expect(await ask('Write me a poem about spring')).toBe(dataAnswerText('en').help);
    expect(await ask('Escreva um poema', 'pt')).toBe(dataAnswerText('pt').help);
    expect(await ask('Schreib mir ein Gedicht', 'de')).toBe(dataAnswerText('de').help);
  });
});
