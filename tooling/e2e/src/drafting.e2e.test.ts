import pg from 'pg';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../../apps/web/src/i18n/resources.ts';
import { artifactPath } from './artifacts.ts';
import { launchBrowser } from './browser.ts';
import { expectNoSeriousViolations, signIn } from './journey.ts';
import { startTestStack, type TestStack } from './stack.ts';

// Drafting with the assistant (docs/product.md, Drafting with the assistant), without a model as installed by
// default: an application's dialog → Draft with the assistant → the need statement's outline with its sources;
// the user edits and saves it, reloads, and the draft is still there. In English and in Portuguese, with
// screenshots of the drafting dialog at phone and laptop widths in every language.

type Language = 'en' | 'pt' | 'de';
const text = (language: Language) => resources[language].translation.drafting;

let stack: TestStack;
let browser: Browser;
let links: { application: number; funder: number }[] = [];

beforeAll(async () => {
  stack = await startTestStack('drafting');
  browser = await launchBrowser();
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  try {
    // Applications of the staff member's organisation whose grant has a program: one per journey.
    const { rows } = await db.query<{ application: number; funder: number }>(
      `select a.id as application, g.funder_id as funder
         from applications a join grants g on g.id = a.grant_id join organizations o on o.id = a.organization_id
        where o.name = 'Riverbend Community Foundation' and g.program_id is not null
        order by a.id limit 5`,
    );
    links = rows;
  } finally {
    await db.end();
  }
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function openAs(language: Language, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signIn(page, stack.url);
  await page.evaluate((lng) => window.localStorage.setItem('language', lng), language);
  await page.reload();
  await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
  return page;
}

/** The application's dialog from its link, then the drafting dialog over it. */
async function openDrafting(
  page: Page,
  link: { application: number; funder: number },
  language: Language,
  shot?: string,
) {
  await page.goto(`${stack.url}/funder/${link.funder}?application=${link.application}`);
  const open = page.getByTestId('draft-open');
  await open.scrollIntoViewIfNeeded();
  if (shot) await page.screenshot({ path: artifactPath('drafting', shot) });
  await open.click();
  const dialog = page.getByRole('dialog', { name: text(language).title });
  await dialog.waitFor();
  return dialog;
}

async function draftNeedStatement(dialog: Locator, language: Language) {
  await dialog.getByRole('button', { name: text(language).generate }).click();
  const body = dialog.getByLabel(text(language).editor_label);
  await body.waitFor();
  return body;
}

describe('drafting a section with the assistant', () => {
  it.each([
    ['en', 0, '# Need statement: ', '## Facts from your records'],
    ['pt', 1, '# Declaração de necessidade: ', '## Fatos dos seus registros'],
  ] as const)(
    'in %s: outline with sources, edit, save, reload, still there',
    async (language, index, title, facts) => {
      const link = links[index];
      if (!link) throw new Error('not enough demo applications with a program');
      const page = await openAs(language, 1366, 900);
      let dialog = await openDrafting(page, link, language);
      const body = await draftNeedStatement(dialog, language);
      const outline = await body.inputValue();
      expect(outline.startsWith(title)).toBe(true);
      expect(outline).toContain(facts);
      // Every source is listed by its marker, and each marker closes a paragraph of the outline.
      const sources = dialog.getByTestId('draft-citations').getByRole('listitem');
      expect(await sources.count()).toBeGreaterThan(0);
      for (const item of await sources.allTextContents()) {
        const marker = /^\[(\d+)\]/.exec(item)?.[1];
        expect(outline).toMatch(new RegExp(`\\[${marker}\\]$`, 'm'));
      }
      await expectNoSeriousViolations(page, `drafting ${language}`);

      const edited = `${outline}\n\nOur closing paragraph, written by hand (${language}).`;
      await body.fill(edited);
      await dialog.getByRole('button', { name: text(language).save }).click();
      await dialog.getByTestId('draft-saved').waitFor();

      await page.reload();
      dialog = await openDrafting(page, link, language);
      const reloaded = dialog.getByLabel(text(language).editor_label);
      await reloaded.waitFor();
      expect(await reloaded.inputValue()).toBe(edited);

      // Drafting again over the saved edit asks first; cancelling keeps it.
      await dialog.getByRole('button', { name: text(language).regenerate }).click();
      const confirm = page.getByRole('dialog', { name: text(language).confirm_title });
      await confirm.getByRole('button', { name: text(language).cancel }).click();
      await confirm.waitFor({ state: 'hidden' });
      expect(await reloaded.inputValue()).toBe(edited);
      await page.context().close();
    },
  );

  it.each(['en', 'pt', 'de'] as const)('in %s: the drafting dialog at 390 and 1366 px', async (language) => {
    const link = links[2 + ['en', 'pt', 'de'].indexOf(language)] ?? links[0];
    if (!link) throw new Error('no demo application with a program');
    for (const [width, height] of [
      [390, 844],
      [1366, 768],
    ] as const) {
      const page = await openAs(language, width, height);
      const dialog = await openDrafting(page, link, language, `${language}-${width}-application.png`);
      // The draft of the first width is there at the second: wait for the drafts, then draft only when none is.
      const existing = dialog.getByLabel(text(language).editor_label);
      await existing.or(dialog.getByRole('button', { name: text(language).generate })).waitFor();
      if (!(await existing.isVisible())) await draftNeedStatement(dialog, language);
      await dialog.getByTestId('draft-citations').waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > window.innerWidth + 1,
      );
      expect(overflow, `${language} ${width}: nothing wider than the screen`).toBe(false);
      await page.screenshot({ path: artifactPath('drafting', `${language}-${width}.png`) });
      // The actions under the sources are reached by scrolling the dialog, at every width.
      const save = dialog.getByRole('button', { name: text(language).save });
      await save.scrollIntoViewIfNeeded();
      expect(await save.isVisible()).toBe(true);
      await page.screenshot({ path: artifactPath('drafting', `${language}-${width}-actions.png`) });
      await page.context().close();
    }
  });
});
