import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath } from './artifacts.ts';
import { launchBrowser, newPage } from './browser.ts';
import { expectNoSeriousViolations, signIn } from './journey.ts';
import { startTestStack, type TestStack } from './stack.ts';

// A staff member renames a folder of a funder's documents, moves it into another one and renames the
// folder they are in (the address follows), by keyboard where a keyboard user would; the file inside
// stays listed and downloads the same bytes. Screenshots of the dialog at 390×844 and 1366×768 in en, pt, de.

let stack: TestStack;
let browser: Browser;
let page: Page;
let dataDir: string;
let budget: string;
let funderId: number;

const BYTES = 'item,amount\nstaff,12000\n';

async function query<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

const documentsUrl = (folder = '') =>
  `${stack.url}/funder/${funderId}/documents${folder ? `?path=${encodeURIComponent(folder)}` : ''}`;
const row = (name: string) => page.getByRole('row').filter({ hasText: name });
const dialog = () => page.getByRole('dialog', { name: 'Edit folder' });

async function createFolder(name: string): Promise<void> {
  await page.getByRole('toolbar').getByRole('button', { name: 'Create folder' }).click();
  const create = page.getByRole('dialog', { name: 'Create folder' });
  await create.getByLabel('Folder name').fill(name);
  await create.getByRole('button', { name: 'Create' }).click();
  await create.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: `Open folder ${name}` }).waitFor();
}

async function shot(name: string): Promise<void> {
  await page.evaluate(() => {
    for (const toast of document.querySelectorAll<HTMLElement>('.mantine-Notifications-root'))
      toast.style.display = 'none';
  });
  await page.screenshot({ path: artifactPath('folder-edit', `${name}.png`), fullPage: true });
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grantflow-folder-edit-e2e-'));
  budget = path.join(dataDir, 'budget.csv');
  fs.writeFileSync(budget, BYTES);
  stack = await startTestStack('folder-edit', { env: { DATA_DIR: path.join(dataDir, 'data') } });
  const [first] = await query<{ id: number }>(
    `select f.id from funders f join users u on u.organization_id = f.organization_id
     where u.email = 'staff@example.org' order by f.name limit 1`,
  );
  if (!first) throw new Error('the demo data has no funder for staff@example.org');
  funderId = first.id;
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, stack.url);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('edit folder', () => {
  it('prepares two folders, one holding a file', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(documentsUrl());
    await createFolder('Reports');
    await createFolder('Archive');
    await page.getByRole('button', { name: 'Open folder Reports' }).click();
    await page.locator('[data-testid="upload-files-input"]').setInputFiles(budget);
    await page.getByRole('dialog').locator('[data-finished]').waitFor();
    await page.keyboard.press('Escape');
    await row('budget.csv').waitFor();
    await page
      .getByRole('navigation', { name: 'Folder path' })
      .getByRole('button', { name: 'All documents' })
      .click();
  });

  it('renames a folder from its row by keyboard', async () => {
    await page.getByRole('button', { name: 'Edit folder Reports' }).focus();
    await page.keyboard.press('Enter');
    await dialog().waitFor();
    await expectNoSeriousViolations(page, 'edit folder dialog');
    // The name field has the focus (data-autofocus): type over it and submit with Enter.
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Reporting');
    await page.keyboard.press('Enter');
    await dialog().waitFor({ state: 'detached' });
    await page.getByText('Folder updated').waitFor();
    await page.getByRole('button', { name: 'Open folder Reporting' }).waitFor();
    expect(await page.getByRole('button', { name: 'Open folder Reports' }).count()).toBe(0);
  });

  it('refuses a name another folder has (ignoring case) beside the name field', async () => {
    await page.getByRole('button', { name: 'Edit folder Reporting' }).click();
    await dialog().getByLabel('Folder name').fill('archive');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await dialog().getByText('A folder with this name already exists there.').waitFor();
    await shot('edit-folder-taken-en-1366');
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
  });

  it('moves it into another folder; the file inside is listed there and downloads the same bytes', async () => {
    await page.getByRole('button', { name: 'Edit folder Reporting' }).click();
    await dialog().getByLabel('Parent folder').click();
    expect(await page.getByRole('option', { name: 'Reporting' }).count()).toBe(0);
    await page.getByRole('option', { name: 'Archive', exact: true }).click();
    await dialog().getByRole('button', { name: 'Save' }).click();
    await dialog().waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Open folder Reporting' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Open folder Archive' }).click();
    await page.getByRole('button', { name: 'Open folder Reporting' }).click();
    await page.waitForURL((url) => url.searchParams.get('path') === 'Archive/Reporting');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download budget.csv' }).click();
    expect(fs.readFileSync(await (await download).path(), 'utf8')).toBe(BYTES);
  });

  it('renames the folder shown, and the address and breadcrumb follow', async () => {
    const breadcrumb = page.getByRole('navigation', { name: 'Folder path' });
    await page.getByRole('button', { name: 'Edit folder Reporting' }).click();
    await dialog().getByLabel('Folder name').fill('Reports 2026');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.searchParams.get('path') === 'Archive/Reports 2026');
    await breadcrumb.getByText('Reports 2026').waitFor();
    await row('budget.csv').waitFor();
    const rows = await query<{ folder_path: string }>(
      "select folder_path from files where funder_id = $1 and name = 'budget.csv'",
      [funderId],
    );
    expect(rows).toEqual([{ folder_path: '/Archive/Reports 2026' }]);
  });

  it('takes screenshots of the dialog at 390×844 and 1366×768 in en, pt and de', async () => {
    const labels = {
      en: 'Edit folder Reports 2026',
      pt: 'Editar a pasta Reports 2026',
      de: 'Ordner Reports 2026 bearbeiten',
    };
    for (const language of ['en', 'pt', 'de'] as const) {
      await page.evaluate((lng) => window.localStorage.setItem('language', lng), language);
      for (const [width, height] of [
        [390, 844],
        [1366, 768],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto(documentsUrl('Archive'));
        await page.getByRole('button', { name: labels[language] }).click();
        // Once the destinations have loaded (the select is disabled until then).
        await page.getByRole('dialog').locator('input:disabled').first().waitFor({ state: 'detached' });
        await shot(`edit-folder-${language}-${width}`);
        if (width === 390) {
          await page.getByRole('dialog').locator('input').nth(1).click();
          await page.getByRole('option').first().waitFor();
          await shot(`edit-folder-destinations-${language}-${width}`);
          await page.keyboard.press('Escape');
        }
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }
    }
    await page.evaluate(() => window.localStorage.setItem('language', 'en'));
  });
});
