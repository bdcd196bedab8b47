import { setTimeout as delay } from 'node:timers/promises';
import { DEMO_DOCUMENTS } from '@grantflow/demo/documents/catalog';
import { renderDemoDocument } from '@grantflow/demo/documents/render';
import { REVIEW_QUESTIONS } from '@grantflow/use-cases/assistant/quality/retrieval-questions';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath } from './artifacts.ts';
import { launchBrowser, newPage } from './browser.ts';
import { signIn } from './journey.ts';
import { startTestStack, type TestStack } from './stack.ts';

// The assistant's retrieval in a default install (no model): the review's three questions (the Hollis
// grant size, United Way's quarterly report dates, the Lindqvist application deadline) are answered by
// quoting passages, and the first quoted is the deciding one. The three demo documents are uploaded as
// the real files (PDF, DOCX) through GraphQL's uploadFile, under their own funders, and indexed by the
// stack's indexer.

const ADMIN = 'admin@example.org';

let stack: TestStack;
let browser: Browser;
let db: pg.Client;

beforeAll(async () => {
  stack = await startTestStack('assistant-retrieval');
  db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await db?.end();
  await stack?.stop();
});

async function funderIdNamed(name: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `select f.id from funders f join users u on u.organization_id = f.organization_id
      where u.email = $1 and f.name = $2 limit 1`,
    [ADMIN, name],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`the demo data has no funder named ${name}`);
  return id;
}

async function upload(token: string, fileName: string): Promise<number> {
  const document = DEMO_DOCUMENTS.find((candidate) => candidate.fileName === fileName);
  if (!document) throw new Error(`no demo document ${fileName}`);
  const rendered = await renderDemoDocument(document);
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query:
        'mutation Upload($file: Upload!, $funderId: ID!) { uploadFile(file: $file, funderId: $funderId) { id } }',
      variables: { file: null, funderId: String(await funderIdNamed(document.funderName)) },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([new Uint8Array(rendered.bytes)], { type: rendered.mimeType }), fileName);
  const response = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'graphql-preflight': '1' },
    body: form,
  });
  const body = (await response.json()) as { data?: { uploadFile?: { id: string } }; errors?: unknown };
  if (!body.data?.uploadFile) throw new Error(`uploadFile failed: ${JSON.stringify(body.errors)}`);
  return Number(body.data.uploadFile.id);
}

async function waitForIndex(fileId: number): Promise<void> {
  for (let i = 0; i < 480; i += 1) {
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from document_chunks where file_id = $1',
      [fileId],
    );
    if ((rows[0]?.n ?? 0) > 0) return;
    await delay(250);
  }
  throw new Error(`file ${fileId} was not indexed within 120 s`);
}

describe('the assistant without a model', () => {
  let page: Page;

  beforeAll(async () => {
    page = await newPage(browser);
    await signIn(page, stack.url, ADMIN);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'grantflow_session');
    if (!cookie) throw new Error('no session cookie after sign-in');
    const files = [...new Set(REVIEW_QUESTIONS.map((question) => question.fileName))];
    for (const fileName of files) await waitForIndex(await upload(cookie.value, fileName));
  }, 240_000);

  for (const question of REVIEW_QUESTIONS) {
    it(`quotes the deciding passage first for "${question.question}"`, async () => {
      await page.goto(`${stack.url}/assistant`);
      await page.getByRole('button', { name: 'New Chat' }).waitFor();
      const input = page.getByRole('textbox', { name: 'Message' });
      await input.fill(question.question);
      await input.press('Enter');
      const answer = page.locator('article[data-role="assistant"]:not([data-streaming])').last();
      await answer.waitFor({ timeout: 60_000 });
      const firstQuote = answer.locator('blockquote').first();
      await firstQuote.waitFor();
      // Past dates are marked in the quote ("1. Oktober 2026 (vergangen)"): the marks are not the passage's.
      const quoted = ((await firstQuote.textContent()) ?? '')
        .replace(/\s+/g, ' ')
        .replace(/ \((?:past|já passou|vergangen)\)/g, '');
      await firstQuote.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: artifactPath('assistant-retrieval', `${question.language}-${question.fileName}.png`),
      });
      expect(quoted).toContain(question.deciding);
    }, 90_000);
  }
});
