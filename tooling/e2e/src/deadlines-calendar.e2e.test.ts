import fs from 'node:fs';
import ExcelJS from 'exceljs';
import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath } from './artifacts.ts';
import { launchBrowser, newPage } from './browser.ts';
import { expectNoSeriousViolations, signIn } from './journey.ts';
import { startTestStack, type TestStack } from './stack.ts';

// The deadlines and calendar as a staff member uses them: the demo's upcoming deadlines, the Excel
// download (opened with exceljs), the print view as PDF honouring the chosen tables, the month view, the
// private iCalendar feed (parsed with ical.js) and its revocation, the reminder switch; axe on both screens.

let stack: TestStack;
let browser: Browser;
let page: Page;

interface Deadlines {
  start: string;
  end: string;
  grantDeadlines: { id: string; deadline: string; funder: { name: string } }[];
  reportDeadlines: { id: string; deadline: string; funder: { name: string } }[];
}

const DEADLINES_FIELDS = `start end grantDeadlines { id deadline funder { name } } reportDeadlines { id deadline funder { name } }`;

/** The API as the signed-in browser calls it (same session token), to check the screens against. */
async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  // The browser's HttpOnly session cookie, read through the browser driver (page scripts cannot).
  const token = (await page.context().cookies()).find((c) => c.name === 'grantflow_session')?.value;
  const response = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${decodeURIComponent(token ?? '')}`,
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const grantRows = () => page.locator('[data-testid="grant-deadlines"] tbody tr');
const reportRows = () => page.locator('[data-testid="report-deadlines"] tbody tr');

async function openDeadlines(): Promise<void> {
  await page.goto(`${stack.url}/deadlines`);
  await page.getByRole('heading', { level: 1, name: 'Deadlines' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Grant deadlines' }).waitFor();
}

async function chooseDownload(format: 'PDF (print)' | 'Excel') {
  await page.getByRole('button', { name: 'Download' }).click();
  await page.getByRole('menuitem', { name: format }).click();
  const dialog = page.getByRole('dialog', { name: 'Which tables should the download include?' });
  await dialog.waitFor();
  return dialog;
}

beforeAll(async () => {
  stack = await startTestStack('deadlines');
  browser = await launchBrowser();
  page = await newPage(browser);
  // The print dialog cannot be driven headless: count the calls, then print to PDF with page.pdf().
  await page.addInitScript(() => {
    const w = window as unknown as { __printCalls: number; print: () => void };
    w.__printCalls = 0;
    w.print = () => {
      w.__printCalls += 1;
    };
  });
  await signIn(page, stack.url);
});

afterAll(async () => {
  if (page)
    await page.screenshot({ path: artifactPath('deadlines', 'last.png'), fullPage: true }).catch(() => {});
  await browser?.close();
  await stack?.stop();
});

describe('deadlines', () => {
  it("lists the demo's deadlines of the next 90 days", async () => {
    const { deadlines } = await graphql<{ deadlines: Deadlines }>(
      `query { deadlines(days: 90) { ${DEADLINES_FIELDS} } }`,
    );
    expect(deadlines.grantDeadlines.length).toBeGreaterThan(0);
    await openDeadlines();
    await expect.poll(() => grantRows().count()).toBe(deadlines.grantDeadlines.length);
    expect(await reportRows().count()).toBe(deadlines.reportDeadlines.length);
    const firstGrant = deadlines.grantDeadlines[0];
    const [y, m, d] = (firstGrant?.deadline ?? '').split('-');
    expect(await grantRows().first().textContent()).toContain(`${m}/${d}/${y}`);
    await expectNoSeriousViolations(page, '/deadlines');
    await page.screenshot({ path: artifactPath('deadlines', 'deadlines.png'), fullPage: true });
  });

  it('changes the window with the next-days choice', async () => {
    const { deadlines } = await graphql<{ deadlines: Deadlines }>(
      `query { deadlines(days: 365) { ${DEADLINES_FIELDS} } }`,
    );
    await page.getByRole('combobox', { name: 'Show deadlines for' }).click();
    await page.getByRole('option', { name: 'Next 365 days' }).click();
    await page
      .getByText(/^From \d{2}\/\d{2}\/\d{4} to /)
      .filter({ hasText: deadlines.end.slice(0, 4) })
      .waitFor();
    await expect
      .poll(async () => [await grantRows().count(), await reportRows().count()])
      .toEqual([deadlines.grantDeadlines.length, deadlines.reportDeadlines.length]);
  });

  it('downloads both tables as a real Excel file', async () => {
    await openDeadlines();
    const grants = await grantRows().count();
    const reports = await reportRows().count();
    const dialog = await chooseDownload('Excel');
    expect(await dialog.getByRole('checkbox', { name: 'Grant deadlines' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'Report deadlines' }).isChecked()).toBe(true);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^riverbend-community-foundation-deadlines-\d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    const file = artifactPath('deadlines', 'grant-deadlines.xlsx');
    await download.saveAs(file);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Grant deadlines', 'Report deadlines']);
    // Row 1 holds the headers.
    expect((workbook.getWorksheet('Grant deadlines')?.actualRowCount ?? 0) - 1).toBe(grants);
    expect((workbook.getWorksheet('Report deadlines')?.actualRowCount ?? 0) - 1).toBe(reports);
    await dialog.waitFor({ state: 'hidden' });
  });

  it('requires at least one table', async () => {
    const dialog = await chooseDownload('Excel');
    await dialog.getByRole('checkbox', { name: 'Grant deadlines' }).uncheck();
    await dialog.getByRole('checkbox', { name: 'Report deadlines' }).uncheck();
    await dialog.getByRole('button', { name: 'Download Excel' }).click();
    await dialog.getByText('Choose at least one table.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('prints only the chosen table, with the logo', async () => {
    const dialog = await chooseDownload('PDF (print)');
    await dialog.getByRole('checkbox', { name: 'Report deadlines' }).uncheck();
    await dialog.getByRole('button', { name: 'Print as PDF' }).click();
    await page.waitForFunction(() => (window as unknown as { __printCalls: number }).__printCalls === 1);
    await dialog.waitFor({ state: 'hidden' });

    await page.emulateMedia({ media: 'print' });
    // Before page.pdf(): printing fires afterprint, which puts both tables back for the next print.
    await page.screenshot({
      path: artifactPath('deadlines', 'deadlines-print-grants-only.png'),
      fullPage: true,
    });
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    fs.writeFileSync(artifactPath('deadlines', 'deadlines-grants-only.pdf'), pdf);
    await page.emulateMedia({ media: null });

    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text).toContain('Grantflow');
    expect(text).toContain('Grant deadlines');
    expect(text).not.toContain('Report deadlines');
    const firstFunder = (await grantRows().first().locator('td').nth(1).textContent()) ?? '';
    expect(text).toContain(firstFunder.trim().slice(0, 12));
  });
});

describe('calendar', () => {
  it("shows this month's deadlines and opens one", async () => {
    await page.goto(`${stack.url}/calendar`);
    const grid = page.getByRole('grid');
    await grid.waitFor();
    // The demo's upcoming deadlines fall in the next 90 days: look ahead until a month has some.
    let items = 0;
    for (let step = 0; step < 4; step += 1) {
      const cells = grid.getByRole('gridcell');
      const start = await cells.first().getAttribute('data-date');
      const end = await cells.last().getAttribute('data-date');
      const { calendarDeadlines } = await graphql<{ calendarDeadlines: Deadlines }>(
        `query ($start: String!, $end: String!) { calendarDeadlines(start: $start, end: $end) { ${DEADLINES_FIELDS} } }`,
        { start, end },
      );
      const expected = calendarDeadlines.grantDeadlines.length + calendarDeadlines.reportDeadlines.length;
      await expect.poll(() => grid.locator('[data-testid^="calendar-item-"]').count()).toBe(expected);
      items = expected;
      if (step === 0) {
        await expectNoSeriousViolations(page, '/calendar');
        await page.screenshot({ path: artifactPath('deadlines', 'calendar.png'), fullPage: true });
      }
      if (items > 0) break;
      await page.getByRole('button', { name: 'Next month' }).click();
      await page.waitForURL(/month=/);
    }
    expect(items).toBeGreaterThan(0);

    const grant = grid.locator('[data-kind="grant"]').first();
    const target =
      (await grant.count()) > 0 ? grant : grid.locator('[data-testid^="calendar-item-"]').first();
    const isGrant = (await target.getAttribute('data-kind')) === 'grant';
    await target.click();
    await page.waitForURL(isGrant ? /\/funder\/\d+/ : /\/report-center\?search=/);
  });

  it('moves between days and months with the keyboard', async () => {
    await page.goto(`${stack.url}/calendar?month=2026-11`);
    const cell = page.locator('[role="gridcell"][data-date="2026-11-10"]');
    await cell.click({ position: { x: 60, y: 8 } });
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-date')))
      .toBe('2026-11-11');
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-date')))
      .toBe('2026-11-18');
    await page.keyboard.press('PageDown');
    await page.waitForURL(/month=2026-12/);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-date')))
      .toBe('2026-12-18');
  });

  it('offers a private iCalendar feed listing every upcoming deadline, until revoked', async () => {
    await page.goto(`${stack.url}/calendar`);
    await page.getByRole('button', { name: 'Show my calendar address' }).click();
    const input = page.getByRole('textbox', { name: 'Your private calendar address (iCalendar)' });
    await input.waitFor();
    const url = await input.inputValue();
    expect(url).toMatch(new RegExp(`^${stack.url.replace(/[.]/g, '\\.')}/calendar/\\d+-[^/]+\\.ics$`));
    await expectNoSeriousViolations(page, '/calendar with the feed');

    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const events = calendar.getAllSubcomponents('vevent').map((event) => ({
      uid: String(event.getFirstPropertyValue('uid')).split('@')[0] ?? '',
      day: String(event.getFirstPropertyValue('dtstart')),
    }));
    // The feed covers today and the next 365 days, like the longest next-days choice.
    const { deadlines } = await graphql<{ deadlines: Deadlines }>(
      `query { deadlines(days: 365) { ${DEADLINES_FIELDS} } }`,
    );
    const expected = [
      ...deadlines.grantDeadlines.map((d) => ({ uid: `application-${d.id}`, day: d.deadline })),
      ...deadlines.reportDeadlines.map((d) => ({ uid: `report-${d.id}`, day: d.deadline })),
    ];
    const byUid = (a: { uid: string }, b: { uid: string }) => a.uid.localeCompare(b.uid);
    expect(expected.length).toBeGreaterThan(0);
    expect(events.sort(byUid)).toEqual(expected.sort(byUid));

    await page.getByRole('button', { name: 'Revoke link' }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('The calendar address was revoked.').first().waitFor();
    expect((await fetch(url)).status).toBe(404);
    await page.getByRole('button', { name: 'Create a new address' }).waitFor();
  });

  it('turns deadline reminders on and off, on the page and in the user menu', async () => {
    const read = async () =>
      (
        await graphql<{ currentUser: { remindersEnabled: boolean } }>(
          'query { currentUser { remindersEnabled } }',
        )
      ).currentUser.remindersEnabled;
    const before = await read();
    const toggle = page.getByRole('switch', {
      name: 'E-mail me deadline reminders (30, 14, 7 and 1 days before)',
    });
    expect(await toggle.isChecked()).toBe(before);
    await toggle.click();
    await expect.poll(read).toBe(!before);

    await page.getByRole('button', { name: /^User menu/ }).click();
    const item = page.getByRole('menuitemcheckbox', { name: /E-mail me deadline reminders/ });
    await expect.poll(() => item.getAttribute('aria-checked')).toBe(String(!before));
    await item.click();
    await expect.poll(read).toBe(before);
    await expect.poll(() => toggle.isChecked()).toBe(before);
  });
});
