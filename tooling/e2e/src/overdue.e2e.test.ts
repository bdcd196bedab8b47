import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath } from './artifacts.ts';
import { launchBrowser } from './browser.ts';
import { firstValue, insertRiverbendFunderGrant } from './demo-rows.ts';
import { expectNoSeriousViolations, signIn } from './journey.ts';
import { startTestStack, type TestStack } from './stack.ts';

// Overdue markers (docs/product.md, Deadlines, Overdue): in the Report Center a required report not submitted
// and due before today is marked, a courtesy one, a submitted one and one due today are not; on the funder
// profile's "Next grants" an application not applied for whose deadline passed is marked, a later one is not.
// At 390 and 1366 px in en, pt and de, with screenshots.

const FUNDER = 'Juniper Overdue Markers Fund';
const LANGUAGES = [
  ['en', 'Overdue'],
  ['pt', 'Em atraso'],
  ['de', 'Überfällig'],
] as const;
const WIDTHS = [
  [390, 844],
  [1366, 768],
] as const;

let stack: TestStack;
let browser: Browser;
let db: pg.Client;
let funderId: number;
/** Report id → whether it is overdue. */
const reports = new Map<number, boolean>();
/** Deadline (yyyy-MM-dd) of each not-applied application → whether it is overdue. */
const nextGrants = new Map<string, boolean>();

/** A funder of Riverbend with an awarded application and its reports, and two applications not applied for. */
async function insertOverdueCases(): Promise<void> {
  const created = await insertRiverbendFunderGrant(db, FUNDER);
  const { org, grant } = created;
  funderId = created.funderId;
  const one = <T = number>(text: string, values: unknown[] = []) => firstValue<T>(db, text, values);
  const today = `(now() at time zone 'utc')::date`;
  const awarded = await one(
    `insert into applications (organization_id, grant_id, status, deadline, submission_date, amount_requested_cents,
       amount_awarded_cents, receivement_date, fiscal_date)
     values ($1, $2, 'AWARDED', ${today} - 200, ${today} - 190, 1500000, 1200000, ${today} - 150, ${today} - 150)
     returning id`,
    [org, grant],
  );
  for (const [days, urgency, submitted, overdue] of [
    [-3, 'REQUIRED', false, true],
    [-3, 'COURTESY', false, false],
    [-5, 'REQUIRED', true, false],
    [0, 'REQUIRED', false, false],
  ] as const) {
    const id = await one(
      `insert into reports (organization_id, application_id, deadline, urgency, submitted, submission_date)
       values ($1, $2, ${today} + $3::int, $4, $5, case when $5 then ${today} - 6 end) returning id`,
      [org, awarded, days, urgency, submitted],
    );
    reports.set(id, overdue);
  }
  for (const [days, overdue] of [
    [-10, true],
    [25, false],
  ] as const) {
    const deadline = await one<string>(
      `insert into applications (organization_id, grant_id, status, deadline)
       values ($1, $2, 'NOT_APPLY', ${today} + $3::int) returning to_char(deadline, 'YYYY-MM-DD') as id`,
      [org, grant, days],
    );
    nextGrants.set(deadline, overdue);
  }
}

beforeAll(async () => {
  stack = await startTestStack('overdue');
  db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  await insertOverdueCases();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await db?.end();
  await browser?.close();
  await stack?.stop();
});

async function signedInPage(width: number, height: number, language: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signIn(page, stack.url);
  await page.evaluate((lang) => window.localStorage.setItem('language', lang), language);
  return page;
}

/** yyyy-MM-dd as the web shows it in `language` (en MM/dd/yyyy, pt dd/MM/yyyy, de dd.MM.yyyy). */
function shownDate(wire: string, language: string): string {
  const [year, month, day] = wire.split('-');
  if (language === 'en') return `${month}/${day}/${year}`;
  return language === 'de' ? `${day}.${month}.${year}` : `${day}/${month}/${year}`;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: artifactPath('overdue', `${name}.png`), fullPage: true });

describe('overdue markers', () => {
  for (const [language, word] of LANGUAGES) {
    for (const [width, height] of WIDTHS) {
      it(`marks overdue reports and next grants, and only those, at ${width} px in ${language}`, async () => {
        const page = await signedInPage(width, height, language);
        await page.goto(`${stack.url}/report-center?search=${encodeURIComponent(FUNDER)}`);
        await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
        for (const [id, overdue] of reports) {
          const row = page.getByTestId(`report-row-${id}`);
          await row.waitFor();
          await expect
            .poll(() => row.getByTestId('overdue-badge').count(), { timeout: 10_000 })
            .toBe(overdue ? 1 : 0);
          if (!overdue) continue;
          const badge = row.getByTestId('overdue-badge');
          expect((await badge.textContent())?.trim()).toBe(word);
          // Seen without scrolling sideways: at 390 px each report is a card.
          const box = await badge.boundingBox();
          expect((box?.x ?? Number.POSITIVE_INFINITY) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
        }
        await shot(page, `report-center-${language}-${width}`);
        if (width === 390 && language === 'en')
          await expectNoSeriousViolations(page, 'overdue report center');

        await page.goto(`${stack.url}/funder/${funderId}`);
        const card = page.getByRole('table', {
          name: /^(Next grants|Próximos subsídios|Kommende Förderungen)$/,
        });
        await card.waitFor();
        const rows = card.locator('tbody tr');
        await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(nextGrants.size);
        const marked = await rows.evaluateAll((trs) =>
          trs.map((tr) => ({
            text: tr.textContent ?? '',
            overdue: tr.querySelector('[data-testid="overdue-badge"]') !== null,
          })),
        );
        // Each row is marked exactly when its deadline (shown in the language's format) is the one that passed.
        for (const [deadline, overdue] of nextGrants) {
          const shown = shownDate(deadline, language);
          expect(marked.find((row) => row.text.includes(shown))?.overdue).toBe(overdue);
        }
        await shot(page, `funder-next-grants-${language}-${width}`);
        if (width === 390 && language === 'en')
          await expectNoSeriousViolations(page, 'overdue funder profile');
        await page.context().close();
      });
    }
  }
});
