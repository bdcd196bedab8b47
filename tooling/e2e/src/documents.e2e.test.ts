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

// A staff member uploads a folder of files into a funder's documents, renames one, moves it,
// deletes another, downloads one (the bytes compared), and opens the import history of a finished import
// (seeded here: the drives' fake providers are not part of the e2e stack). Screenshots of the screen and
// each modal at 390×844 and 1366×768 in en, pt and de.

let stack: TestStack;
let browser: Browser;
let page: Page;
let dataDir: string;
let picked: string;
let funder: { id: number; name: string; organizationId: number; userId: number };

const FOLDER = 'Site visit 2025';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
// An ELF header under a .txt name: the browser declares text/plain, the content says otherwise.
const SPOOFED = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0x3e, 0]);

function writePickedFolder(root: string): string {
  const folder = path.join(root, FOLDER);
  fs.mkdirSync(path.join(folder, 'Letters'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'notes.txt'), 'Met the program officer on 3 March.\n');
  fs.writeFileSync(path.join(folder, 'budget.csv'), 'item,amount\nstaff,12000\nsupplies,800\n');
  fs.writeFileSync(path.join(folder, 'Letters', 'award-letter.pdf'), PDF);
  fs.writeFileSync(path.join(folder, 'payload.txt'), SPOOFED);
  return folder;
}

async function query<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** A finished Google Drive import of three files, one of which failed, as the importer leaves it. */
async function seedFinishedImport(): Promise<void> {
  const [job] = await query<{ id: number }>(
    `insert into import_jobs (organization_id, user_id, provider, funder_id, folder_path, doc_name, status,
       total_files, processed_files, failed_files, finished_at)
     values ($1, $2, 'google_drive', $3, '/', 'Board packets', 'COMPLETED', 3, 2, 1, now()) returning id`,
    [funder.organizationId, funder.userId, funder.id],
  );
  const files = [
    ['agenda.docx', '/Board packets', 'COMPLETED', null],
    ['minutes.pdf', '/Board packets', 'COMPLETED', null],
    ['scan.tiff', '/Board packets', 'FAILED', 'This type of file cannot be uploaded.'],
  ];
  for (const [index, [name, folder, status, error]] of files.entries()) {
    await query(
      `insert into import_files (organization_id, job_id, provider, provider_file_id, revision, file_name,
         folder_path, status, error_message)
       values ($1, $2, 'google_drive', $3, '1', $4, $5, $6, $7)`,
      [funder.organizationId, job?.id, `drive-file-${index}`, name, folder, status, error],
    );
  }
}

const documentsUrl = (folder = '') =>
  `${stack.url}/funder/${funder.id}/documents${folder ? `?path=${encodeURIComponent(folder)}` : ''}`;

const row = (name: string) => page.getByRole('row').filter({ hasText: name });

/** Closes the toasts: under the pointer they stay (Mantine pauses them on hover) and cover the toolbar. */
async function dismissToasts(): Promise<void> {
  const close = page.locator('.mantine-Notifications-root').getByRole('button', { name: 'Close' });
  while ((await close.count()) > 0) await close.first().click();
}

async function shot(name: string): Promise<void> {
  // Toasts of earlier steps would cover the modal's header in the picture.
  await page.evaluate(() => {
    for (const toast of document.querySelectorAll<HTMLElement>('.mantine-Notifications-root'))
      toast.style.display = 'none';
  });
  await page.screenshot({ path: artifactPath('documents', `${name}.png`), fullPage: true });
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grantflow-documents-e2e-'));
  picked = writePickedFolder(path.join(dataDir, 'picked'));
  stack = await startTestStack('documents', { env: { DATA_DIR: path.join(dataDir, 'data') } });
  const [first] = await query<{ id: number; name: string; organization_id: number; user_id: number }>(
    `select f.id, f.name, f.organization_id, u.id as user_id from funders f
       join users u on u.organization_id = f.organization_id
     where u.email = 'staff@example.org' order by f.name limit 1`,
  );
  if (!first) throw new Error('the demo data has no funder for staff@example.org');
  funder = { id: first.id, name: first.name, organizationId: first.organization_id, userId: first.user_id };
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, stack.url);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('funder documents', () => {
  it('reaches the documents from the funder profile', async () => {
    await page.goto(`${stack.url}/funder/${funder.id}`);
    await page.getByRole('link', { name: 'Documents', exact: true }).click();
    await page.waitForURL(`**/funder/${funder.id}/documents`);
    await page.getByRole('heading', { name: `Documents of ${funder.name}` }).waitFor();
    await page.getByRole('button', { name: /Google Drive/ }).waitFor();
    await expectNoSeriousViolations(page, 'documents root');
  });

  it('uploads a folder: relative paths kept, one upload per file, the refused one named with its reason', async () => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload folder' }).click();
    await (await chooser).setFiles(picked);
    const dialog = page.getByRole('dialog', { name: 'Upload finished' });
    await dialog.waitFor({ timeout: 60_000 });
    await expect(dialog.getByText('file uploaded successfully').count()).resolves.toBe(3);
    await dialog.getByRole('alert').filter({ hasText: 'Some of the uploads were not successful.' }).waitFor();
    await dialog.getByText('This type of file cannot be uploaded.').waitFor();
    await expectNoSeriousViolations(page, 'upload modal');
    await shot('upload-folder-result-en-1366');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: `Open folder ${FOLDER}` }).click();
    await row('notes.txt').waitFor();
    await row('budget.csv').waitFor();
    await page.getByRole('button', { name: 'Open folder Letters' }).waitFor();
    expect(await row('payload.txt').count()).toBe(0);
  });

  it('renames a file, then moves it to another folder', async () => {
    await page.getByRole('button', { name: 'Edit notes.txt' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit file' });
    await edit.getByLabel('File name').fill('visit-notes.txt');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await row('visit-notes.txt').waitFor();

    await page.getByRole('button', { name: 'Edit visit-notes.txt' }).click();
    const move = page.getByRole('dialog', { name: 'Edit file' });
    await move.getByLabel('Folder').click();
    await page.getByRole('option', { name: `${FOLDER}/Letters` }).click();
    await move.getByRole('button', { name: 'Save' }).click();
    await move.waitFor({ state: 'detached' });
    await row('visit-notes.txt').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Open folder Letters' }).click();
    await row('visit-notes.txt').waitFor();
    await row('award-letter.pdf').waitFor();
  });

  it('downloads a file with the bytes that were uploaded', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download award-letter.pdf' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('award-letter.pdf');
    const saved = await file.path();
    expect(Buffer.compare(fs.readFileSync(saved), PDF)).toBe(0);
  });

  it('deletes a file after the confirmation', async () => {
    await page.getByRole('navigation', { name: 'Folder path' }).getByRole('button', { name: FOLDER }).click();
    await row('budget.csv').waitFor();
    await page.getByRole('button', { name: 'Delete budget.csv' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete file' });
    // Checked once it is open under its name: Mantine links the title to the dialog a render after it appears.
    await confirm.waitFor();
    await expectNoSeriousViolations(page, 'delete confirmation');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await row('budget.csv').waitFor({ state: 'detached' });
    const [left] = await query<{ n: string }>(
      `select count(*) as n from files where funder_id = $1 and name = 'budget.csv'`,
      [funder.id],
    );
    expect(Number(left?.n)).toBe(0);
  });

  it('shows a finished import with its files in the import history', async () => {
    await seedFinishedImport();
    await dismissToasts();
    await page.getByRole('button', { name: 'Import history' }).click();
    const history = page.getByRole('dialog', { name: 'Import history' });
    const job = history.getByRole('button', { name: /Board packets/ });
    await job.getByText('2 of 3 files imported, 1 failed', { exact: false }).waitFor();
    await job.click();
    await history.getByText('scan.tiff').waitFor();
    await history.getByText('This type of file cannot be uploaded.').waitFor();
    await expectNoSeriousViolations(page, 'import history');
    await page.keyboard.press('Escape');
    await history.waitFor({ state: 'detached' });
  });

  it('filters the folder by name', async () => {
    await page
      .getByRole('navigation', { name: 'Folder path' })
      .getByRole('button', { name: 'All documents' })
      .click();
    await page.getByRole('button', { name: `Open folder ${FOLDER}` }).waitFor();
    await page.getByRole('searchbox', { name: 'Filter this folder' }).fill('zzz-nothing');
    await page.getByText('Nothing in this folder matches “zzz-nothing”.').waitFor();
    await page.getByRole('searchbox', { name: 'Filter this folder' }).fill('');
    await page.getByRole('button', { name: `Open folder ${FOLDER}` }).waitFor();
  });

  it('takes screenshots of the screen and each modal at 390×844 and 1366×768 in en, pt and de', async () => {
    const single = path.join(dataDir, 'single.txt');
    fs.writeFileSync(single, 'one more note\n');
    const viewports = [
      { name: '390', width: 390, height: 844 },
      { name: '1366', width: 1366, height: 768 },
    ];
    for (const language of ['en', 'pt', 'de'] as const) {
      await page.evaluate((lng) => window.localStorage.setItem('language', lng), language);
      for (const viewport of viewports) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        const tag = `${language}-${viewport.name}`;
        await page.goto(documentsUrl(FOLDER));
        await page.getByRole('row').filter({ hasText: 'Letters' }).first().waitFor();
        await shot(`screen-${tag}`);

        await page.locator('[data-testid="upload-files-input"]').setInputFiles(single);
        const upload = page.getByRole('dialog');
        await upload.locator('[data-finished]').waitFor();
        await shot(`upload-${tag}`);
        await page.keyboard.press('Escape');
        await upload.waitFor({ state: 'detached' });

        await page.getByRole('toolbar').getByRole('button').nth(4).click();
        await page.getByRole('dialog').waitFor();
        await shot(`create-folder-${tag}`);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });

        const fileRow = page.getByRole('row').filter({ hasText: 'single' }).first();
        await fileRow.getByRole('button').first().click();
        await page.getByRole('dialog').waitFor();
        await shot(`edit-file-${tag}`);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });

        await fileRow.getByRole('button').nth(1).click();
        await page.getByRole('dialog').waitFor();
        await shot(`delete-confirm-${tag}`);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });

        await page.getByRole('toolbar').getByRole('button').nth(5).click();
        await page.getByRole('dialog').getByRole('progressbar').first().waitFor();
        await page.getByRole('dialog').locator('.mantine-Accordion-control').first().click();
        await page.getByRole('dialog').getByText('scan.tiff').waitFor();
        await shot(`import-history-${tag}`);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }
    }
    await page.evaluate(() => window.localStorage.setItem('language', 'en'));
  });

  it('shows drives the server has not set up as not set up, and a drive link keeps the browser on its origin', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.evaluate(() => window.localStorage.setItem('language', 'en'));
    await page.goto(documentsUrl());
    for (const name of ['Google Drive is not set up', 'OneDrive is not set up']) {
      const button = page.getByRole('button', { name });
      await button.waitFor();
      expect(await button.isDisabled()).toBe(true);
    }
    expect(await page.getByText('Setup', { exact: true }).count()).toBe(0);
    // The stack's PUBLIC_URL is localhost; the browser is on 127.0.0.1, where its session is.
    await page.goto(
      `${stack.url}/auth/google?access_type=drive&funder_id=${funder.id}&user_id=${funder.userId}`,
    );
    await page.waitForURL(`**/funder/${funder.id}/documents`);
    expect(new URL(page.url()).origin).toBe(new URL(stack.url).origin);
    await page
      .getByText('Google Drive is not set up on this server. An administrator can set it up.')
      .waitFor();
    expect(page.url()).not.toContain('%22');
  });

  it('answers without a model in the user language, the passage shown as a quote, and says so beforehand', async () => {
    for (let i = 0; ; i += 1) {
      const [indexed] = await query<{ n: number }>(
        "select count(*)::int as n from document_chunks where organization_id = $1 and content like '%program officer%'",
        [funder.organizationId],
      );
      if ((indexed?.n ?? 0) > 0) break;
      if (i > 240) throw new Error('the uploaded notes were not indexed within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const empty = {
      en: 'No language model is connected: the assistant answers from your documents',
      pt: 'Nenhum modelo de linguagem está conectado: o assistente responde',
      de: 'Es ist kein Sprachmodell angebunden: Der Assistent antwortet',
    } as const;
    for (const [language, sentence] of Object.entries(empty)) {
      await page.evaluate((lng) => window.localStorage.setItem('language', lng), language);
      for (const [width, height] of [
        [390, 844],
        [1366, 768],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto(`${stack.url}/assistant`);
        await page.getByText(sentence).waitFor();
        await shot(`assistant-no-model-empty-${language}-${width}`);
      }
    }
    await page.evaluate(() => window.localStorage.setItem('language', 'pt'));
    await page.goto(`${stack.url}/assistant`);
    const input = page.getByRole('textbox', { name: 'Mensagem' });
    await input.fill('When did we meet the program officer?');
    await input.press('Enter');
    const answer = page.locator('article[data-role="assistant"]:not([data-streaming])').last();
    await answer.getByText('Veja o que dizem os documentos da sua organização:').waitFor({ timeout: 60_000 });
    await expect(answer.locator('blockquote').first().textContent()).resolves.toContain('program officer');
    const text = (await answer.textContent()) ?? '';
    expect(text).not.toMatch(/(^|\s)> /);
    expect(text).not.toMatch(/LLM_|variable/);
    expect(text).toContain('Nenhum modelo de linguagem está conectado');
    await shot('assistant-no-model-answer-pt-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('assistant-no-model-answer-pt-390');

    // The Data source answers a records question as a table linking to the records.
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByRole('button', { name: 'Nova conversa' }).click();
    await page.getByText('Dados', { exact: true }).click();
    await input.fill('Quais prazos temos nos próximos 90 dias?');
    await input.press('Enter');
    const data = page.locator('article[data-role="assistant"]:not([data-streaming])').last();
    const table = data.getByRole('table');
    await table.waitFor({ timeout: 60_000 });
    await table.getByRole('columnheader', { name: 'Financiador' }).waitFor();
    const first = table.getByRole('row').nth(1).getByRole('link').first();
    expect(await first.getAttribute('href')).toMatch(/^\/funder\/\d+\?application=\d+$/);
    expect(await first.getAttribute('target')).toBeNull();
    await shot('assistant-no-model-data-pt-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('assistant-no-model-data-pt-390');
    await page.setViewportSize({ width: 1366, height: 768 });

    // In German, a funder's last award: its date links to the application, and the link opens it.
    const [award] = await query<{ id: number; funder_id: number }>(
      `select a.id, g.funder_id from applications a join grants g on g.id = a.grant_id
         join funders f on f.id = g.funder_id
       where f.organization_id = $1 and f.name like 'Hollis%' and a.status = 'AWARDED'
       order by coalesce(a.receivement_date, a.fiscal_date, a.deadline) desc, a.id desc limit 1`,
      [funder.organizationId],
    );
    if (!award) throw new Error('the demo data has no award from Hollis');
    const href = `/funder/${award.funder_id}?application=${award.id}`;
    await page.evaluate(() => window.localStorage.setItem('language', 'de'));
    await page.goto(`${stack.url}/assistant`);
    await page.getByRole('button', { name: 'Neuer Chat' }).click();
    await page.getByText('Daten', { exact: true }).click();
    const german = page.getByRole('textbox', { name: 'Nachricht' });
    await german.fill('Wann hat Hollis uns zuletzt etwas bewilligt?');
    await german.press('Enter');
    const lastAward = page.locator('article[data-role="assistant"]:not([data-streaming])').last();
    await lastAward.getByText('Die letzte Bewilligung von Hollis').waitFor({ timeout: 60_000 });
    const awards = lastAward.getByRole('table');
    await awards.getByRole('columnheader', { name: 'Bewilligt am' }).waitFor();
    const opens = awards.getByRole('row').nth(1).getByRole('link').first();
    expect(await opens.getAttribute('href')).toBe(href);
    await shot('assistant-no-model-data-de-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('assistant-no-model-data-de-390');
    await page.setViewportSize({ width: 1366, height: 768 });
    await opens.click();
    await page.waitForURL(`**${href}`);
    await page.getByRole('dialog').first().waitFor();
    await shot('assistant-no-model-data-de-opened-1366');
    await page.evaluate(() => window.localStorage.setItem('language', 'en'));
  }, 180_000);
});
