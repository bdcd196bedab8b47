import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../../apps/web/src/i18n/resources.ts';
import { writeTinyLlamaGguf } from '../../../packages/use-cases/src/assistant/testing/tiny-llama-gguf.ts';
import { artifactPath } from './artifacts.ts';
import { launchBrowser, newPage } from './browser.ts';
import { signIn } from './journey.ts';
import { startTestStack, type TestStack } from './stack.ts';

// The assistant with LLM_PROVIDER=local (docs/operations.md, Local model): a tiny random-weight GGUF, written
// here, runs inside the ai service and writes letters for ever. The answer streams into the page until Stop:
// then it is gone, nothing is stored, the question is back in the box, and the next question streams again
// (the model was freed). In English, Portuguese and German, on a phone and a laptop.

const ADMIN = 'admin@example.org';
const QUESTION = 'Which funders gave us the most this year?';
const LANGUAGES = ['en', 'pt', 'de'] as const;
const SIZES = [
  { name: '390', width: 390, height: 844 },
  { name: '1366', width: 1366, height: 768 },
] as const;

let directory: string;
let stack: TestStack;
let browser: Browser;
let db: pg.Client;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'gf-e2e-local-model-'));
  const modelPath = join(directory, 'tiny.gguf');
  await writeTinyLlamaGguf(modelPath);
  stack = await startTestStack('assistant-local-model', {
    env: {
      LLM_PROVIDER: 'local',
      LOCAL_LLM_MODEL_PATH: modelPath,
      LOCAL_LLM_CONTEXT_SIZE: '16384',
      // No practical answer limit: only Stop ends an answer.
      ASSISTANT_MAX_ANSWER_CHARS: '1000000',
    },
  });
  db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await db?.end();
  await stack?.stop();
  rmSync(directory, { recursive: true, force: true });
});

function label(language: (typeof LANGUAGES)[number], key: string): string {
  let node: unknown = resources[language].translation;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`No ${language} text for ${key}`);
  return node;
}

/** Asks on the Data source and waits until the answer has grown to `chars` characters in the page. */
async function askAndWatch(page: Page, language: (typeof LANGUAGES)[number], chars: number) {
  await page
    .locator('.mantine-SegmentedControl-root')
    .first()
    .getByText(label(language, 'assistant.toolbar.database'), { exact: true })
    .click();
  const input = page.getByRole('textbox', { name: label(language, 'assistant.chat.input_label') });
  await input.fill(QUESTION);
  await input.press('Enter');
  await page.waitForFunction(
    (min) => (document.querySelector('[data-testid="streaming-answer"]')?.textContent ?? '').length >= min,
    chars,
    { timeout: 60_000 },
  );
  return input;
}

describe('the assistant on a local model', () => {
  let page: Page;

  beforeAll(async () => {
    page = await newPage(browser);
    await signIn(page, stack.url, ADMIN);
  }, 60_000);

  for (const language of LANGUAGES) {
    for (const size of SIZES) {
      it(`streams the answer and stops it with Stop (${language}, ${size.name} px)`, async () => {
        try {
          await page.setViewportSize({ width: size.width, height: size.height });
          await page.evaluate((lang) => window.localStorage.setItem('language', lang), language);
          await page.goto(`${stack.url}/assistant`);
          const input = await askAndWatch(page, language, 40);
          const stop = page.getByRole('button', { name: label(language, 'assistant.chat.stop') });
          await stop.waitFor();
          await page.screenshot({
            path: artifactPath('assistant-local-model', `${language}-${size.name}.png`),
          });

          await stop.click();
          await page.getByTestId('streaming-answer').waitFor({ state: 'detached' });
          await page.getByRole('button', { name: label(language, 'assistant.chat.send') }).waitFor();
          expect(await input.inputValue()).toBe(QUESTION);
          await page.screenshot({
            path: artifactPath('assistant-local-model', `${language}-${size.name}-stopped.png`),
          });
          const { rows } = await db.query('select count(*)::int as n from chat_entries where content = $1', [
            QUESTION,
          ]);
          expect(rows[0]).toEqual({ n: 0 });

          // The model was freed: the next question streams at once (with a busy model it would wait or be refused).
          await askAndWatch(page, language, 10);
          await stop.click();
          await page.getByTestId('streaming-answer').waitFor({ state: 'detached' });
        } catch (error) {
          await page
            .screenshot({
              path: artifactPath('assistant-local-model', `failed-${language}-${size.name}.png`),
            })
            .catch(() => {});
          throw error;
        }
      }, 120_000);
    }
  }
});
