import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath } from './artifacts.ts';
import { launchBrowser, newPage } from './browser.ts';
import { expectNoSeriousViolations, signIn } from './journey.ts';
import { pdfPages } from './pdf-pages.ts';
import { startTestStack, type TestStack } from './stack.ts';

// The dashboard of the current FY against numbers recomputed here from the rows, the board report
// printed to PDF without an unchecked section, axe on the dashboard and largest funders.

let stack: TestStack;
let browser: Browser;
let page: Page;

interface Expected {
  year: number;
  sent: { cents: number; count: number };
  awarded: { cents: number; count: number };
  pending: { cents: number; count: number };
}

/**
 * The dashboard definitions (packages/db README), written again as plain SQL over the demo rows: the FY
 * containing today (UTC, as the API derives it) from the organisation's fiscal-year start; awarded = AWARDED
 * with coalesce(receivement, fiscal, deadline) in the FY; sent = submitted in the FY; pending = sent in the
 * FY, PENDING or SUBMITTED without award or decline, and submitted no more than 365 days ago.
 */
const EXPECTED_SQL = `
  with org as (
    select id, coalesce(extract(month from fiscal_year_start)::int, 1) as m,
      coalesce(extract(day from fiscal_year_start)::int, 1) as dd, (now() at time zone 'utc')::date as today
    from organizations where name = 'Riverbend Community Foundation'
  ), fy as (
    select id, today, m, dd,
      case when make_date(extract(year from today)::int, m, dd) > today
        then extract(year from today)::int - 1 else extract(year from today)::int end as year
    from org
  ), span as (
    select id, today, year, make_date(year, m, dd) as first_day, make_date(year + 1, m, dd) - 1 as last_day from fy
  ), marked as (
    select a.*, span.year,
      (a.status = 'AWARDED'
        and coalesce(a.receivement_date, a.fiscal_date, a.deadline) between span.first_day and span.last_day) as is_awarded,
      (a.submission_date between span.first_day and span.last_day) as is_sent,
      (a.submission_date between span.first_day and span.last_day
        and a.status in ('PENDING', 'SUBMITTED') and a.amount_awarded_cents is null
        and a.receivement_date is null and not a.declined
        and a.submission_date >= span.today - 365) as is_pending
    from span join applications a on a.organization_id = span.id
  )
  select year,
    coalesce(sum(amount_requested_cents) filter (where is_sent), 0)::bigint as sent_cents,
    count(*) filter (where is_sent) as sent_count,
    coalesce(sum(amount_awarded_cents) filter (where is_awarded), 0)::bigint as awarded_cents,
    count(*) filter (where is_awarded) as awarded_count,
    coalesce(sum(amount_requested_cents) filter (where is_pending), 0)::bigint as pending_cents,
    count(*) filter (where is_pending) as pending_count
  from marked group by year`;

async function expectedNumbers(databaseUrl: string): Promise<Expected> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<Record<string, string | number>>(EXPECTED_SQL);
    const row = rows[0];
    if (!row) throw new Error('no applications for Riverbend');
    const n = (key: string) => Number(row[key]);
    return {
      year: n('year'),
      sent: { cents: n('sent_cents'), count: n('sent_count') },
      awarded: { cents: n('awarded_cents'), count: n('awarded_count') },
      pending: { cents: n('pending_cents'), count: n('pending_count') },
    };
  } finally {
    await client.end();
  }
}

/** Whole dollars, or with the cents when there are some (docs/product.md, Money and dates). */
const money = (cents: number) =>
  (cents / 100).toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  });
const applications = (count: number) => `${count} application${count === 1 ? '' : 's'}`;

beforeAll(async () => {
  stack = await startTestStack('dashboard');
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, stack.url);
});

afterAll(async () => {
  if (page)
    await page.screenshot({ path: artifactPath('dashboard', 'last.png'), fullPage: true }).catch(() => {});
  await browser?.close();
  await stack?.stop();
});

describe('the dashboard', () => {
  it('shows the current FY cards as the rows add up', async () => {
    const expected = await expectedNumbers(stack.databaseUrl);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const total = (section: string) => page.getByTestId(`dashboard-card-${section}-total`);
    const count = (section: string) => page.getByTestId(`dashboard-card-${section}-count`);
    await total('grantsAwarded').waitFor();

    expect(await page.getByTestId('dashboard-fiscal-year').textContent()).toBe(`FY ${expected.year}`);
    expect(expected.sent.count).toBeGreaterThan(0);
    expect(await total('applicationSent').textContent()).toBe(money(expected.sent.cents));
    expect(await count('applicationSent').textContent()).toBe(applications(expected.sent.count));
    expect(await total('grantsAwarded').textContent()).toBe(money(expected.awarded.cents));
    expect(await count('grantsAwarded').textContent()).toBe(applications(expected.awarded.count));
    expect(await total('grantsPending').textContent()).toBe(money(expected.pending.cents));
    expect(await count('grantsPending').textContent()).toBe(applications(expected.pending.count));

    const link = page.getByRole('link', { name: 'Grants awarded: view in the grant list' });
    // Awards count by award date: the link filters by that fiscal year.
    expect(await link.getAttribute('href')).toBe(`/grants?status=AWARDED&awardYear=${expected.year}`);
    // The print-only tables stay off screen.
    expect(await page.getByRole('columnheader', { name: 'Program' }).first().isVisible()).toBe(false);

    // The lazily loaded charts: the bullet chart and both bar charts. Each mounts when its card comes near
    // the viewport, as a reader scrolls to it.
    for (const section of ['fundraisngTracker', 'comparisonByYear', 'fundingByType']) {
      await page.locator(`[data-section="${section}"]`).scrollIntoViewIfNeeded();
    }
    await page.getByRole('img', { name: /goal/ }).waitFor();
    await page.locator('[data-section="comparisonByYear"] .recharts-surface').first().waitFor();
    await page.locator('[data-section="fundingByType"] .recharts-surface').first().waitFor();
    expect(await page.locator('[data-section="comparisonByYear"]').textContent()).toContain(
      `FY ${expected.year}`,
    );
    await page.waitForTimeout(500); // the bars' entry animation
    await page.screenshot({ path: artifactPath('dashboard', 'dashboard.png'), fullPage: true });
    await expectNoSeriousViolations(page, '/dashboard');
  });

  it('opens the create-grant modal from Add new grant', async () => {
    await page.getByRole('button', { name: 'Add new grant' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create grant' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('prints the board report without the unchecked section', async () => {
    await page.evaluate(() => {
      const w = window as Window & { printCalls?: number };
      w.printCalls = 0;
      w.print = () => {
        w.printCalls = (w.printCalls ?? 0) + 1;
      };
    });
    const button = page.getByRole('button', { name: 'Board report' });
    await expect.poll(() => button.isEnabled()).toBe(true);
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Printable board report' });
    await dialog.waitFor();
    expect(await dialog.getByRole('checkbox').count()).toBe(6);
    await dialog.getByRole('checkbox', { name: 'Funding by funder type' }).uncheck();
    await dialog.getByRole('button', { name: 'Download' }).click();

    await expect
      .poll(() => page.evaluate(() => (window as Window & { printCalls?: number }).printCalls))
      .toBe(1);
    await dialog.waitFor({ state: 'detached' });

    await page.emulateMedia({ media: 'print' });
    // The charts re-measure for the print layout and draw their bars again (an entry animation).
    await page.waitForTimeout(1500);
    expect(await page.getByRole('columnheader', { name: 'Program' }).first().isVisible()).toBe(true);
    await page.screenshot({ path: artifactPath('dashboard', 'board-report-print.png'), fullPage: true });
    const pdfFile = artifactPath('dashboard', 'board-report.pdf');
    const pdf = await page.pdf({ path: pdfFile, printBackground: true, preferCSSPageSize: true });
    await page.emulateMedia({ media: 'screen' });

    // The pack as a board member gets it, read back with poppler page by page.
    const pages = await pdfPages(pdfFile);
    const flatPage = (index: number) => (pages[index]?.text ?? '').replace(/\s+/g, ' ').trim();
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.length).toBeLessThanOrEqual(4);
    // The print views' logo, then the pack's own heading.
    const first = flatPage(0).replace(/^Grantflow\s*/, '');
    expect(first.startsWith('Board report')).toBe(true);
    expect(first).not.toMatch(/^Dashboard/);
    const day = new Date();
    const printed = `${String(day.getMonth() + 1).padStart(2, '0')}/${String(day.getDate()).padStart(2, '0')}/${day.getFullYear()}`;
    const expected = await expectedNumbers(stack.databaseUrl);
    expect(first).toContain(`Riverbend Community Foundation · FY ${expected.year}`);
    expect(first).toContain(`Printed on ${printed}`);
    // No blank page and no page left mostly empty before the last (a section pushed whole to the next page).
    for (const sheet of pages) {
      expect(sheet.text.trim().length, `page ${sheet.number} has text`).toBeGreaterThan(0);
      expect(sheet.ink, `page ${sheet.number} has ink`).toBeGreaterThan(0.01);
    }
    // The sections in the modal's order (Funding by funder type unchecked).
    const whole = pages.map((_, index) => flatPage(index)).join(' ');
    const order = [
      'Fundraising tracker',
      'Comparison by year',
      'Grants awarded',
      'Grants pending',
      'Applications sent',
    ];
    const positions = order.map((title) => whole.indexOf(title));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((x, y) => x - y)).toEqual(positions);

    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Fundraising tracker');
    expect(flat).toContain('Comparison by year');
    expect(flat).toContain('Grants awarded');
    expect(flat).not.toContain('Funding by funder type');
    // The print-only tables' columns are on paper; the header's navigation is not.
    expect(flat).toMatch(/Program\s*Funder\s*Amount\s*Date/);
    expect(flat).not.toContain('Next 90 Days');
  });
});

describe('largest funders', () => {
  it('lists the top funders linked to their profiles and passes axe', async () => {
    await page.goto(`${stack.url}/largest-funders`);
    await page.getByRole('heading', { level: 1, name: 'Largest Funders' }).waitFor();
    const overall = page.getByRole('region', { name: 'Top 5 funders' });
    await overall.waitFor();
    const links = overall.getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    expect(await links.count()).toBeLessThanOrEqual(5);
    expect(await links.first().getAttribute('href')).toMatch(/^\/funder\/\d+$/);
    await page.screenshot({ path: artifactPath('dashboard', 'largest-funders.png'), fullPage: true });
    await expectNoSeriousViolations(page, '/largest-funders');
  });
});

describe("the organisation's currency", () => {
  it('an admin switches Riverbend to euros, and the dashboard shows euros in German', async () => {
    const expected = await expectedNumbers(stack.databaseUrl);
    const adminPage = await newPage(browser);
    try {
      await signIn(adminPage, stack.url, 'admin@example.org');
      await adminPage.goto(`${stack.url}/admin`);
      await adminPage.getByRole('button', { name: 'Settings of Riverbend Community Foundation' }).click();
      const dialog = adminPage.getByRole('dialog', { name: 'Organization settings' });
      await dialog.waitFor();
      const currency = dialog.getByRole('combobox', { name: /^Currency/ });
      await currency.click();
      await currency.fill('euro');
      await adminPage.getByRole('option', { name: 'EUR – Euro' }).click();
      await adminPage.screenshot({ path: artifactPath('dashboard', 'organization-settings-eur.png') });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await adminPage.getByText('The organization settings were saved.').waitFor();
      const row = adminPage
        .getByRole('region', { name: 'Organizations' })
        .getByRole('row', { name: /Riverbend Community Foundation/ });
      await expect.poll(() => row.textContent()).toContain('EUR');
    } finally {
      await adminPage.context().close();
    }

    await page.evaluate(() => window.localStorage.setItem('language', 'de'));
    await page.goto(`${stack.url}/dashboard`);
    const total = page.getByTestId('dashboard-card-grantsAwarded-total');
    await total.waitFor();
    const whole = expected.awarded.cents % 100 === 0;
    const euros = new Intl.NumberFormat('de-DE', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    }).format(expected.awarded.cents / 100);
    const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
    await expect.poll(async () => plain(await total.textContent())).toBe(plain(euros));
    expect(plain(euros)).toMatch(/^\d{1,3}(\.\d{3})*(,\d{2})? €$/);
    await page.screenshot({ path: artifactPath('dashboard', 'dashboard-de-eur.png'), fullPage: true });
  });
});
