import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath } from './artifacts.ts';
import { launchBrowser, newPage } from './browser.ts';
import { expectNoSeriousViolations, signIn } from './journey.ts';
import { type ModelServer, startModelServer } from './openai-compatible-server.ts';
import { startTestStack, type TestStack } from './stack.ts';

// The assistant: a document uploaded through GraphQL's multipart uploadFile is indexed,
// a question about it is answered token by token (a local OpenAI-compatible model server behind the real
// OpenAI client) with a citation whose signed link returns the file; the admin's fine-tuning modals
// save, activate and delete versions with their toasts; the Merged Data View browses the data copy.

const ADMIN = 'admin@example.org';
const FILE_NAME = `zephyr-reporting-guide-${Date.now()}.txt`; // a fresh name: the link is found by it
const FILE_TEXT = [
  'Zephyr Community Fund: reporting guide',
  '',
  'The Zephyr interim narrative report is due on 14 March, sent to the programme officer Ana Lindqvist.',
  'Attach the marmalade budget annex (form ZX-42) with the actuals for the first two quarters.',
].join('\n');
const QUESTION = 'When is the Zephyr interim narrative report due, and what annex goes with it?';
const ANSWER = [
  'The Zephyr interim narrative report ',
  'is due on **14 March**',
  ', with the marmalade budget annex ',
  '(form ZX-42) attached.',
];

let stack: TestStack;
let model: ModelServer;
let browser: Browser;
let db: pg.Client;

beforeAll(async () => {
  model = await startModelServer(ANSWER);
  stack = await startTestStack('assistant', {
    env: { LLM_PROVIDER: 'openai-compatible', LLM_MODEL: 'e2e-model', LLM_BASE_URL: model.url },
  });
  db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await db?.end();
  await stack?.stop();
  await model?.close();
});

async function sessionToken(page: Page): Promise<string> {
  // The HttpOnly session cookie (@grantflow/service's SESSION_COOKIE); the test reads it as the browser holds it.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'grantflow_session');
  if (!cookie) throw new Error('no session cookie after sign-in');
  return cookie.value;
}

/** GraphQL multipart request spec: operations, map, then the file part. */
async function uploadDocument(token: string): Promise<{ id: string; name: string }> {
  const { rows } = await db.query<{ id: number }>(
    `select f.id from funders f join users u on u.organization_id = f.organization_id
      where u.email = $1 order by f.id limit 1`,
    [ADMIN],
  );
  const funderId = rows[0]?.id;
  if (funderId === undefined) throw new Error('the demo data has no funder for the admin');
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query:
        'mutation Upload($file: Upload!, $funderId: ID!) { uploadFile(file: $file, funderId: $funderId) { id name } }',
      variables: { file: null, funderId: String(funderId) },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([FILE_TEXT], { type: 'text/plain' }), FILE_NAME);
  const response = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'graphql-preflight': '1' },
    body: form,
  });
  if (response.status === 415) {
    throw new Error(
      'POST /graphql refuses multipart requests: this build has no uploadFile (the documents API)',
    );
  }
  const body = (await response.json()) as {
    data?: { uploadFile?: { id: string; name: string } };
    errors?: unknown;
  };
  if (!body.data?.uploadFile)
    throw new Error(`uploadFile failed: ${response.status} ${JSON.stringify(body.errors)}`);
  return body.data.uploadFile;
}

async function waitForIndex(fileId: string): Promise<void> {
  for (let i = 0; i < 240; i += 1) {
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from document_chunks where file_id = $1',
      [Number(fileId)],
    );
    if ((rows[0]?.n ?? 0) > 0) return;
    await delay(250);
  }
  throw new Error(`file ${fileId} was not indexed within 60 s`);
}

/** Records each distinct text the streaming answer shows, and whether the streaming state was seen. */
async function recordStreaming(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __renders: string[]; __sawStreaming: boolean };
    w.__renders = [];
    w.__sawStreaming = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-streaming]')) w.__sawStreaming = true;
      const text = document.querySelector('[data-testid="streaming-answer"]')?.textContent ?? '';
      if (text && w.__renders.at(-1) !== text) w.__renders.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notifications-root').getByText(text, { exact: true }).first().waitFor();

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: artifactPath('assistant', `${name}.png`), fullPage: false });
}

/** Toasts sit over the toolbar's right end (the admin buttons) for a few seconds: close them first. */
async function dismissToasts(page: Page): Promise<void> {
  const close = page.locator('.mantine-Notifications-root button');
  for (let i = (await close.count()) - 1; i >= 0; i -= 1) {
    await close
      .nth(i)
      .click({ timeout: 2000 })
      .catch(() => {}); // already leaving on its own
  }
  await page.locator('.mantine-Notification-root').first().waitFor({ state: 'detached', timeout: 12_000 });
}

async function openDialog(page: Page, button: string, title: string): Promise<Locator> {
  if (!page.url().endsWith('/assistant')) await page.goto(`${stack.url}/assistant`);
  await dismissToasts(page);
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

async function closeDialog(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

describe('the assistant', () => {
  let page: Page;

  beforeAll(async () => {
    page = await newPage(browser);
    await signIn(page, stack.url, ADMIN);
  }, 60_000);

  /** Asks in a new chat and returns the distinct texts the answer showed while it was being written. */
  async function ask(question: string): Promise<string[]> {
    await page.goto(`${stack.url}/assistant`);
    await page.getByText('Start a new AI Chat with your documents').waitFor();
    await page.getByRole('button', { name: 'New Chat' }).waitFor();
    await recordStreaming(page);
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill(question);
    await input.press('Enter');
    await page
      .locator('article[data-role="assistant"]:not([data-streaming])')
      .last()
      .waitFor({ timeout: 60_000 });
    const { renders, sawStreaming } = await page.evaluate(() => {
      const w = window as unknown as { __renders: string[]; __sawStreaming: boolean };
      return { renders: w.__renders, sawStreaming: w.__sawStreaming };
    });
    expect(sawStreaming).toBe(true);
    return renders;
  }

  it('shows the answer as it is written, then the chat under its title in the history', async () => {
    try {
      await page.goto(`${stack.url}/assistant`);
      await page.getByText('Start a new AI Chat with your documents').waitFor();
      await expectNoSeriousViolations(page, 'assistant: new chat');

      const renders = await ask(QUESTION);
      // The answer grew in the page before it was complete: at least two partial renders, each longer.
      expect(renders.length).toBeGreaterThanOrEqual(2);
      expect(renders.every((text, i) => i === 0 || text.length > (renders[i - 1]?.length ?? 0))).toBe(true);

      const answer = page.locator('article[data-role="assistant"]').last();
      expect(await answer.textContent()).toContain('14 March');
      expect(await answer.locator('strong').first().textContent()).toBe('14 March');
      // The new chat took the server's id and title (the question).
      await page.getByRole('navigation', { name: 'Past chats' }).getByText(QUESTION).waitFor();
      await expectNoSeriousViolations(page, 'assistant: answered chat');
    } catch (error) {
      await page
        .screenshot({ path: artifactPath('assistant', 'failed-0.png'), fullPage: true })
        .catch(() => {});
      throw error;
    }
  }, 120_000);

  it('answers about an uploaded document with a citation whose link returns the file', async () => {
    try {
      const uploaded = await uploadDocument(await sessionToken(page));
      await waitForIndex(uploaded.id);
      await ask(`${QUESTION} (ZX-42)`);
      expect(model.prompts.at(-1)).toContain('marmalade');

      const citation = page.getByRole('link', { name: `${uploaded.name} (opens in a new tab)` });
      await citation.waitFor();
      expect(await citation.getAttribute('target')).toBe('_blank');
      const href = await citation.getAttribute('href');
      expect(href).toBeTruthy();
      const download = await page.request.get(new URL(href ?? '', stack.url).toString());
      expect(download.status()).toBe(200);
      expect((await download.body()).toString('utf8')).toBe(FILE_TEXT);
    } catch (error) {
      await page
        .screenshot({ path: artifactPath('assistant', 'failed-1.png'), fullPage: true })
        .catch(() => {});
      throw error;
    }
  }, 180_000);

  it('saves, activates and deletes document fine-tuning versions in Chat Settings', async () => {
    try {
      const dialog = await openDialog(page, 'Fine Tunning Config', 'Chat Settings');
      expect(await dialog.getByRole('checkbox', { name: 'View Admin Configs' }).isChecked()).toBe(true);
      const name = dialog.getByRole('textbox', { name: /^Version name/ });
      await expect.poll(() => name.inputValue()).toMatch(/^v1@\d{4}-\d{2}-\d{2}$/);
      const version = await name.inputValue();
      await dialog.getByRole('textbox', { name: 'About you' }).click();
      await page.keyboard.type('We fund community libraries in the river valley.');
      await dialog.getByRole('textbox', { name: 'Response style' }).click();
      await page.keyboard.type('Answer briefly, in plain words.');
      await expectNoSeriousViolations(page, 'chat settings');

      await dialog.getByRole('button', { name: 'Save as new version' }).click();
      await toast(page, `Fine tunning version ${version} was saved successfully`);
      await dialog.getByRole('button', { name: 'Update version' }).waitFor();

      await dialog.getByRole('checkbox', { name: 'Set as active' }).check();
      await dialog.getByRole('button', { name: 'Update version' }).click();
      await dialog.getByRole('list', { name: 'Fine tuning versions' }).getByText('Active').waitFor();

      await dialog.getByRole('button', { name: 'Delete' }).click();
      await page
        .getByRole('dialog', { name: 'Delete version' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await toast(page, `Fine tunning version ${version} was deleted successfully`);
      await dialog.getByText('No fine tuning versions yet.').waitFor();
      await closeDialog(page, dialog);
    } catch (error) {
      await page
        .screenshot({ path: artifactPath('assistant', 'failed-2.png'), fullPage: true })
        .catch(() => {});
      throw error;
    }
  }, 120_000);

  it('creates, activates and deletes database fine-tuning versions, never the active one', async () => {
    try {
      const dialog = await openDialog(page, 'Data Fine Tuning', 'Database Fine-Tuning Configuration');
      await dialog
        .getByText("No database fine-tuning versions found. Click 'New Version' to create one.")
        .waitFor();
      const name = dialog.getByRole('textbox', { name: /^Version name/ });
      await expect.poll(() => name.inputValue()).toMatch(/^db-v1@\d{4}-\d{2}-\d{2}$/);
      const save = dialog.getByRole('button', { name: 'Save configuration' });
      await name.fill('   ');
      expect(await save.isDisabled()).toBe(true);

      await name.fill('rules-a');
      await dialog
        .getByRole('textbox', { name: 'Security constraints' })
        .fill('Never show personal e-mail addresses.');
      await save.click();
      await toast(page, 'Database fine-tuning version rules-a was created successfully');

      await dialog.getByRole('button', { name: 'New Version' }).click();
      await name.fill('rules-b');
      await dialog
        .getByRole('textbox', { name: 'Query optimization rules' })
        .fill('Prefer the grants table.');
      await dialog.getByRole('checkbox', { name: 'Set as active' }).check();
      await save.click();
      await toast(page, 'Database fine-tuning version rules-b was created successfully and set as active');
      expect(await dialog.getByRole('button', { name: 'Delete rules-b' }).isDisabled()).toBe(true);
      await expectNoSeriousViolations(page, 'database fine-tuning');

      await dialog.getByRole('button', { name: 'Activate rules-a' }).click();
      await toast(
        page,
        'Database fine-tuning version activated successfully. Other versions have been deactivated.',
      );
      await expect
        .poll(() => dialog.getByRole('button', { name: 'Delete rules-b' }).isDisabled())
        .toBe(false);
      expect(await dialog.getByRole('button', { name: 'Delete rules-a' }).isDisabled()).toBe(true);

      await dialog.getByRole('button', { name: 'Delete rules-b' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete version' });
      await confirm.getByText('Are you sure you want to delete this version?').waitFor();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await toast(page, 'Database fine-tuning version deleted successfully');
      await dialog.getByRole('button', { name: 'Delete rules-b' }).waitFor({ state: 'detached' });
      await closeDialog(page, dialog);
    } catch (error) {
      await page
        .screenshot({ path: artifactPath('assistant', 'failed-3.png'), fullPage: true })
        .catch(() => {});
      throw error;
    }
  }, 120_000);

  it("browses the organisation's data copy in the Merged Data View", async () => {
    try {
      const dialog = await openDialog(page, 'Data Admin', 'Merged Data View');
      const tables = dialog.getByRole('navigation', { name: 'Tables' });
      const first = tables.getByRole('button').first();
      await first.waitFor({ timeout: 30_000 });
      await first.click();
      await dialog.getByText('Creation statement').waitFor();
      expect(await dialog.locator('pre').first().textContent()).toMatch(/CREATE TABLE/i);
      await dialog.getByRole('table').or(dialog.getByText('This table has no rows.')).first().waitFor();
      await expectNoSeriousViolations(page, 'merged data view');
      await closeDialog(page, dialog);
    } catch (error) {
      await page
        .screenshot({ path: artifactPath('assistant', 'failed-4.png'), fullPage: true })
        .catch(() => {});
      throw error;
    }
  }, 60_000);

  it('looks right at 390×844 and 1366×768 in English, Portuguese and German', async () => {
    const sizes = [
      { label: 'mobile', width: 390, height: 844 },
      { label: 'desktop', width: 1366, height: 768 },
    ];
    const buttons = {
      en: ['Fine Tunning Config', 'Data Fine Tuning', 'Data Admin'],
      pt: ['Configurar ajuste fino', 'Ajuste fino de dados', 'Administração de dados'],
      de: ['Feinabstimmung konfigurieren', 'Daten-Feinabstimmung', 'Datenverwaltung'],
    } as const;
    // A chat to show: the first test's, or one asked here when that test could not run.
    await page.goto(`${stack.url}/assistant`);
    await page
      .getByRole('navigation', { name: 'Past chats' })
      .or(page.getByText('No chats yet.'))
      .first()
      .waitFor();
    if ((await page.getByText(QUESTION).count()) === 0) {
      const input = page.getByRole('textbox', { name: 'Message' });
      await input.fill(QUESTION);
      await input.press('Enter');
      // The answer, not the bubble it streams into.
      await page
        .locator('article[data-role="assistant"]:not([data-streaming])')
        .first()
        .waitFor({ timeout: 60_000 });
    }
    for (const language of ['en', 'pt', 'de'] as const) {
      await page.evaluate((lng) => localStorage.setItem('language', lng), language);
      for (const size of sizes) {
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.goto(`${stack.url}/assistant`);
        const history = page.getByRole('navigation').filter({ has: page.getByText(QUESTION) });
        await history.getByText(QUESTION).first().click();
        await page.locator('article[data-role="assistant"]:not([data-streaming])').first().waitFor();
        await shoot(page, `chat-${language}-${size.label}`);
        if (language === 'en' && size.label === 'mobile')
          await expectNoSeriousViolations(page, 'assistant at 390 px');
        for (const [i, button] of buttons[language].entries()) {
          await dismissToasts(page);
          await page.getByRole('button', { name: button }).click();
          const dialog = page.getByRole('dialog');
          await dialog.waitFor();
          // Let each modal's list arrive before the picture.
          await dialog
            .locator('[role="status"]')
            .first()
            .waitFor({ state: 'detached', timeout: 15_000 })
            .catch(() => {});
          await shoot(page, `${['settings', 'database', 'data-view'][i]}-${language}-${size.label}`);
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'hidden' });
        }
      }
    }
  }, 240_000);
});
