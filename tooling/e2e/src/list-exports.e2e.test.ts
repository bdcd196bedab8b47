import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath } from './artifacts.ts';
import { launchBrowser } from './browser.ts';
import { signIn } from './journey.ts';
import { startTestStack, type TestStack } from './stack.ts';

// On the pipeline, report center, funders list and programs page, as the demo's staff user
// uses them: "Export to Excel" downloads a workbook whose rows equal the list's rows across every page
// (checked against the API with the same filters), and the button fits and works by keyboard at 360 px.

let stack: TestStack;
let browser: Browser;
let page: Page;

async function open(width: number, language = 'en'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  const opened = await context.newPage();
  await signIn(opened, stack.url, 'staff@example.org');
  if (language !== 'en') {
    await opened.evaluate((lng) => window.localStorage.setItem('language', lng), language);
    await opened.reload();
    await opened.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
  }
  return opened;
}

/** The API as the signed-in browser calls it (same session token), to check the files against. */
async function graphql<T>(query: string): Promise<T> {
  const token = (await page.context().cookies()).find((c) => c.name === 'grantflow_session')?.value;
  const response = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${decodeURIComponent(token ?? '')}`,
    },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Clicks the screen's button (or presses Enter on it) and returns the first column of the saved file. */
async function exportFirstColumn(on: Page, name: string, fileName: string, byKeyboard = false) {
  const button = on.getByRole('button', { name });
  await button.waitFor();
  await on.waitForFunction(() => !document.querySelector('[aria-busy="true"], .mantine-Loader-root'));
  const [download] = await Promise.all([
    on.waitForEvent('download'),
    byKeyboard ? button.focus().then(() => on.keyboard.press('Enter')) : button.click(),
  ]);
  // `<organisation-slug>-<list>-<yyyy-mm-dd>.xlsx`, the name the server's Content-Disposition gives.
  const list = fileName.replace(/\.xlsx$/, '');
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^[a-z0-9-]+-${list}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`),
  );
  // The loading state ends with the download (Mantine marks a loading button with data-loading).
  await on.waitForFunction(() => !document.querySelector('button[data-loading]'));
  const file = artifactPath('list-exports', fileName);
  await download.saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const [sheet] = workbook.worksheets;
  if (!sheet) throw new Error('the workbook has no sheet');
  const values: unknown[] = [];
  for (let line = 2; line <= sheet.actualRowCount; line += 1) {
    const value = sheet.getRow(line).getCell(1).value;
    values.push(value instanceof Date ? value.toISOString().slice(0, 10) : value);
  }
  return { header: (sheet.getRow(1).values as unknown[]).slice(1), values };
}

beforeAll(async () => {
  stack = await startTestStack('list-exports');
  browser = await launchBrowser();
  page = await open(1366);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('Export to Excel from the lists', () => {
  it('pipeline: every awarded application, all pages', async () => {
    await page.goto(`${stack.url}/pipeline?grantStatus=AWARDED`);
    const { listApplications } = await graphql<{ listApplications: { items: { deadline: string }[] } }>(
      '{ listApplications(filters: { status: AWARDED }, pagination: { pageSize: 200 }) { items { deadline } } }',
    );
    const file = await exportFirstColumn(page, 'Export to Excel', 'pipeline.xlsx');
    expect(file.header[0]).toBe('Application deadline');
    expect(file.values).toEqual(listApplications.items.map((item) => item.deadline));
    await page.screenshot({ path: artifactPath('list-exports', 'pipeline-1366.png') });
  });

  it('report center: every report, all pages', async () => {
    await page.goto(`${stack.url}/report-center`);
    const { listReports } = await graphql<{ listReports: { total: number; items: { deadline: string }[] } }>(
      '{ listReports(pagination: { pageSize: 200 }) { total items { deadline } } }',
    );
    expect(listReports.total).toBeGreaterThan(10); // more than one page of the report center
    const file = await exportFirstColumn(page, 'Export to Excel', 'reports.xlsx');
    expect(file.values).toEqual(listReports.items.map((item) => item.deadline));
  });

  it('funders list: sorted by win rate, every funder', async () => {
    await page.goto(`${stack.url}/funders`);
    await page
      .getByRole('columnheader', { name: /Win rate/ })
      .getByRole('button')
      .click();
    const { listFunders } = await graphql<{ listFunders: { items: { name: string }[] } }>(
      '{ listFunders(pagination: { pageSize: 200 }, sort: { field: WIN_RATE, direction: DESC }) { items { name } } }',
    );
    expect(listFunders.items.length).toBeGreaterThan(12); // the list shows 12 a page
    const file = await exportFirstColumn(page, 'Export to Excel', 'funders.xlsx');
    expect(file.values).toEqual(listFunders.items.map((item) => item.name));
    await page.screenshot({ path: artifactPath('list-exports', 'funders-1366.png') });
  });

  it('programs page: fits at 360 px in German and works by keyboard', async () => {
    const phone = await open(360, 'de');
    await phone.goto(`${stack.url}/programs`);
    const { listPrograms } = await graphql<{ listPrograms: { name: string }[] }>('{ listPrograms { name } }');
    const button = phone.getByRole('button', { name: 'Nach Excel exportieren' });
    await button.waitFor();
    const box = await button.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 360).toBe(true);
    const file = await exportFirstColumn(phone, 'Nach Excel exportieren', 'programs.xlsx', true);
    expect(file.header).toEqual(['Name', 'Jahresziel', 'Erreichter Betrag']);
    expect(file.values).toEqual(listPrograms.map((program) => program.name));
    for (const path of ['/pipeline', '/report-center', '/funders', '/programs']) {
      await phone.goto(`${stack.url}${path}`);
      await phone.getByRole('button', { name: 'Nach Excel exportieren' }).waitFor();
      await phone.waitForFunction(() => !document.querySelector('[aria-busy="true"], .mantine-Loader-root'));
      const overflow = await phone.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBe(0);
      await phone.screenshot({
        path: artifactPath('list-exports', `${path.slice(1)}-360-de.png`),
        fullPage: true,
      });
    }
    await phone.context().close();
  });
});
