import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath } from './artifacts.ts';
import { launchBrowser, newPage } from './browser.ts';
import { firstValue, insertRiverbendFunderGrant } from './demo-rows.ts';
import { expectNoSeriousViolations, signIn } from './journey.ts';
import { startTestStack, type TestStack } from './stack.ts';

// Renew from the dashboard's "Up for renewal" card (confirm, toast, the card updates,
// the next cycle stored once) and open a funder's responsiveness card; screenshots at 1366 and 390 px.

const FUNDER = 'Willow Creek Renewal Trust';

let stack: TestStack;
let browser: Browser;
let page: Page;
let db: pg.Client;
let awardedId: number;

/** An awarded application of Riverbend whose next cycle falls 20 days from today (UTC). */
async function insertRenewalCandidate(): Promise<void> {
  const { org, grant } = await insertRiverbendFunderGrant(db, FUNDER);
  const one = (text: string, values: unknown[] = []) => firstValue(db, text, values);
  awardedId = await one(
    `insert into applications (organization_id, grant_id, status, deadline, submission_date, amount_requested_cents,
       amount_awarded_cents, receivement_date, fiscal_date)
     select $1, $2, 'AWARDED', d, d - 30, 1500000, 1250000, d + 40, d + 40
       from (select ((now() at time zone 'utc')::date - interval '1 year' + interval '20 days')::date as d) t
     returning id`,
    [org, grant],
  );
}

beforeAll(async () => {
  stack = await startTestStack('renewals');
  db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  await insertRenewalCandidate();
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, stack.url);
});

afterAll(async () => {
  if (page)
    await page.screenshot({ path: artifactPath('renewals', 'last.png'), fullPage: true }).catch(() => {});
  await db?.end();
  await browser?.close();
  await stack?.stop();
});

describe('renewals and responsiveness', () => {
  it('renews from the dashboard card once, with a confirmation and a toast, and the card updates', async () => {
    const card = page.getByRole('region', { name: 'Up for renewal' });
    const row = card.getByTestId('renewal-row').filter({ hasText: FUNDER });
    await row.waitFor();
    expect(await row.textContent()).toContain('$12,500');
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: artifactPath('renewals', 'card-1366.png') });
    await expectNoSeriousViolations(page, '/dashboard with renewals');

    await row.getByRole('button', { name: new RegExp(`^Renew ${FUNDER}`) }).click();
    const dialog = page.getByRole('dialog', { name: 'Renew this grant?' });
    await dialog.waitFor();
    await dialog.screenshot({ path: artifactPath('renewals', 'confirm-1366.png') });
    await dialog.getByRole('button', { name: 'Renew' }).click();
    await page.getByText(`Renewal created: ${FUNDER}`).waitFor();
    await row.waitFor({ state: 'detached' });

    const { rows } = await db.query(
      `select status, amount_requested_cents::int as cents, deadline = (select deadline + interval '1 year' from applications
         where id = $1)::date as next_year from applications where renewed_from_id = $1`,
      [awardedId],
    );
    expect(rows).toEqual([{ status: 'NOT_APPLY', cents: 1250000, next_year: true }]);
  });

  it("opens a funder's responsiveness card", async () => {
    // The demo funder with the most submitted applications.
    const { rows } = await db.query<{ id: number; name: string; submitted: number }>(
      `select f.id, f.name, count(*)::int as submitted from applications a join grants g on g.id = a.grant_id
         join funders f on f.id = g.funder_id join organizations o on o.id = f.organization_id
       where o.name = 'Riverbend Community Foundation' and a.submission_date is not null
       group by f.id, f.name order by count(*) desc, f.id limit 1`,
    );
    const busiest = rows[0];
    if (!busiest) throw new Error('no submitted applications in the demo data');
    await page.goto(`${stack.url}/funder/${busiest.id}`);
    const card = page.getByRole('region', { name: 'Responsiveness' });
    await card.getByText('Win rate').waitFor();
    const submitted = card.locator('dt', { hasText: 'Submitted' }).locator('xpath=following-sibling::dd');
    expect(await submitted.textContent()).toBe(String(busiest.submitted));
    await card.getByTestId('next-due').waitFor();
    await card.screenshot({ path: artifactPath('renewals', 'responsiveness-1366.png') });
    await expectNoSeriousViolations(page, '/funder/:id with responsiveness');

    await page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: artifactPath('renewals', 'responsiveness-390.png') });
    await page.goto(`${stack.url}/dashboard`);
    const renewals = page.getByRole('region', { name: 'Up for renewal' });
    await renewals.waitFor();
    await renewals.scrollIntoViewIfNeeded();
    await renewals.screenshot({ path: artifactPath('renewals', 'card-390.png') });
    await expectNoSeriousViolations(page, '/dashboard at 390 px');
  });

  it('sorts the funders list by win rate and shows the responsiveness table on largest funders', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${stack.url}/funders`);
    const header = page.getByRole('columnheader', { name: /Win rate/ });
    await header.getByRole('button').click();
    await page.waitForFunction(() => document.querySelector('th[aria-sort="descending"]') !== null);
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    await page.screenshot({ path: artifactPath('renewals', 'funders-by-win-rate-1366.png'), fullPage: true });
    await expectNoSeriousViolations(page, '/funders sorted by win rate');

    await page.goto(`${stack.url}/largest-funders`);
    const table = page.getByTestId('responsiveness-table');
    await table.waitFor();
    await page.getByRole('region', { name: 'How funders respond' }).screenshot({
      path: artifactPath('renewals', 'responsiveness-table-1366.png'),
    });
    await expectNoSeriousViolations(page, '/largest-funders with the responsiveness table');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('region', { name: 'How funders respond' }).screenshot({
      path: artifactPath('renewals', 'responsiveness-table-390.png'),
    });
  });
});
