import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath } from './artifacts.ts';
import { launchBrowser, newPage } from './browser.ts';
import { clickNavEntry, expectNoSeriousViolations, signIn } from './journey.ts';
import { startTestStack, type TestStack } from './stack.ts';

// The journey as a grants manager does it: funder (wizard), program with a goal, a recurring grant with
// two reports, first application submitted then awarded, bold in the grant list, program achieved amount up,
// a report marked submitted in the report center; axe on the three tracker screens.

let stack: TestStack;
let browser: Browser;
let page: Page;

const suffix = Date.now().toString(36);
const funderName = `Tracker Funder ${suffix}`;
const programName = `Tracker Program ${suffix}`;

const pad = (n: number) => String(n).padStart(2, '0');
/** MM/dd/yyyy as the date inputs take it (docs/product.md, Money and dates), `days` after today in the browser's (= this machine's) zone. */
function displayDay(days = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
}

async function pickOption(scope: Locator, label: RegExp, option: string, search?: string): Promise<void> {
  // Mantine's Select is an input with role combobox.
  const input = scope.getByRole('combobox', { name: label });
  await input.click();
  if (search) await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function typeDate(scope: Locator, label: RegExp, value: string): Promise<void> {
  const input = scope.getByRole('textbox', { name: label });
  await input.fill(value);
  await input.press('Tab');
}

async function expectToast(text: string | RegExp): Promise<void> {
  await page.getByText(text).first().waitFor();
}

beforeAll(async () => {
  stack = await startTestStack('tracker');
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, stack.url);
});

afterAll(async () => {
  if (page)
    await page.screenshot({ path: artifactPath('tracker', 'last.png'), fullPage: true }).catch(() => {});
  await browser?.close();
  await stack?.stop();
});

describe('the tracker, as a grants manager', () => {
  it('creates a funder with the wizard', async () => {
    await page.goto(`${stack.url}/funders`);
    await page.getByRole('button', { name: 'Add new funder' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(funderName);
    await pickOption(dialog, /^Type/, 'Foundation');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('textbox', { name: /^City/ }).fill('Riverbend');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/funder\/\d+$/);
  });

  it('creates a program with a yearly goal', async () => {
    await page.goto(`${stack.url}/programs`);
    await page.getByRole('button', { name: 'Add new program' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(programName);
    await dialog.getByRole('textbox', { name: /^Yearly goal/ }).fill('50000');
    await dialog.getByRole('button', { name: 'Create program' }).click();
    const row = page.getByRole('row').filter({ hasText: programName });
    await row.waitFor();
    expect(await row.textContent()).toContain('$50,000');
  });

  it('creates a recurring grant (3 cycles) with two reports', async () => {
    await page.goto(`${stack.url}/grants`);
    await page.getByRole('heading', { level: 1, name: 'Grants' }).waitFor();
    await page.getByRole('button', { name: 'Add grant' }).click();
    const dialog = page.getByRole('dialog');

    await pickOption(dialog, /^Funder/, funderName, funderName);
    await pickOption(dialog, /^Program/, programName, programName);
    await pickOption(dialog, /^Frequency/, 'Recurring');
    await pickOption(dialog, /^Number of cycles/, '3');
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await pickOption(dialog, /^Application type/, 'Hard');
    await typeDate(dialog, /^Application deadline/, displayDay(20));
    await dialog.getByRole('button', { name: 'Add report' }).click();
    await dialog.getByRole('button', { name: 'Add report' }).click();
    await pickOption(dialog, /^Report 1 urgency/, 'Required');
    await typeDate(dialog, /^Report 1 deadline/, displayDay(60));
    await pickOption(dialog, /^Report 2 urgency/, 'Courtesy');
    await typeDate(dialog, /^Report 2 deadline/, displayDay(120));
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await dialog.getByRole('radio', { name: 'No' }).waitFor();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expectToast('Grant created successfully');
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('searchbox', { name: 'Search' }).fill(funderName);
    const rows = page.getByRole('row').filter({ hasText: funderName });
    await expect.poll(() => rows.count()).toBe(3);
    await expectNoSeriousViolations(page, '/grants');
  });

  it('marks the first application submitted, then awarded, and shows the funder bold', async () => {
    const first = page.getByRole('row').filter({ hasText: funderName }).first();
    await first.getByRole('button', { name: 'update' }).click();
    let dialog = page.getByRole('dialog', { name: 'update grant' });
    await dialog.getByRole('radio', { name: 'Yes' }).check();
    await typeDate(dialog, /^Date submitted/, displayDay(0));
    await dialog.getByRole('textbox', { name: /^Amount requested/ }).fill('10000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast('Application updated');
    await dialog.waitFor({ state: 'hidden' });
    await first.getByText('Pending').waitFor();

    await first.getByRole('button', { name: 'update' }).click();
    dialog = page.getByRole('dialog', { name: 'update grant' });
    await dialog.getByRole('radio', { name: 'Awarded' }).check();
    await dialog.getByRole('textbox', { name: /^Amount awarded/ }).fill('8000');
    await typeDate(dialog, /^Date received/, displayDay(0));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast('Application updated');
    await dialog.waitFor({ state: 'hidden' });

    await first.getByText('Awarded').waitFor();
    await first.getByRole('button', { name: 'edit' }).waitFor();
    const link = first.getByRole('link', { name: funderName });
    await expect.poll(() => link.getAttribute('data-bold')).toBe('true');
    expect(await link.evaluate((el) => getComputedStyle(el).fontWeight)).toBe('700');
    await page.screenshot({ path: artifactPath('tracker', 'grant-list.png'), fullPage: true });
  });

  it("raises the program's achieved amount", async () => {
    await page.goto(`${stack.url}/programs`);
    const row = page.getByRole('row').filter({ hasText: programName });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('$8,000');
  });

  it('marks a report submitted in the report center', async () => {
    await page.goto(`${stack.url}/report-center`);
    await page.getByRole('heading', { level: 1, name: 'Report Center' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill(funderName);
    const rows = page.getByRole('row').filter({ hasText: funderName });
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    await expectNoSeriousViolations(page, '/report-center');

    const first = rows.first();
    await first.getByRole('button', { name: 'Update report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update report' });
    await dialog.getByRole('radio', { name: 'Yes' }).check();
    await typeDate(dialog, /^Submission date/, displayDay(0));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast('Report updated');
    await dialog.waitFor({ state: 'hidden' });
    await rows.first().getByText('Submitted', { exact: true }).waitFor();
    await page.screenshot({ path: artifactPath('tracker', 'report-center.png'), fullPage: true });
  });

  it('opens the pipeline with NOT_APPLY on today … today + 90 days from Next 90 Days', async () => {
    await page.goto(`${stack.url}/dashboard`);
    await clickNavEntry(page, 'Next 90 Days');
    await page.waitForURL(/\/pipeline\?grantStatus=NOT_APPLY&range=next90/);
    await page.getByRole('heading', { level: 1, name: 'Pipeline' }).waitFor();
    const today = new Date();
    const inNinety = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + 90));
    const usDate = (d: Date) =>
      `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
    const first = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()));
    expect(await page.getByTestId('period-label').textContent()).toBe(
      `${usDate(first)} – ${usDate(inNinety)}`,
    );
    // The funder's two later cycles are still open; across all dates both show.
    await page.locator('.mantine-SegmentedControl-label', { hasText: /^All$/ }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(funderName);
    // The two later cycles are still open.
    const rows = page.getByRole('row').filter({ hasText: funderName });
    await expect.poll(() => rows.count()).toBe(2);
    await expectNoSeriousViolations(page, '/pipeline');
  });
});
