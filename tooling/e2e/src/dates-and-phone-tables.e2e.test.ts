import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath } from './artifacts.ts';
import { launchBrowser } from './browser.ts';
import { signIn } from './journey.ts';
import { startTestStack, type TestStack } from './stack.ts';

// Dates typed as the user's language writes them (the list and the form agree, a wrong one says so), Esc in
// the create-grant wizard, and the tracker tables as cards on a phone; screenshots en/pt/de at 390 and 1366 px.

type Language = 'en' | 'pt' | 'de';

let stack: TestStack;
let browser: Browser;

beforeAll(async () => {
  stack = await startTestStack('dates-and-phone-tables');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function signedInPage(width: number, height: number, language: Language): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signIn(page, stack.url);
  await page.evaluate((lang) => window.localStorage.setItem('language', lang), language);
  return page;
}

async function open(page: Page, path: string, language: Language): Promise<void> {
  await page.goto(`${stack.url}${path}`);
  await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
  await page.locator('tbody tr').first().waitFor();
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: artifactPath('dates-and-phone-tables', `${name}.png`), fullPage: false });

async function openWizard(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^(Add grant|Adicionar subsídio|Förderung hinzufügen)$/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return dialog;
}

async function pickFirst(page: Page, scope: Locator, label: RegExp): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option').first().click();
}

async function toDeadlinesStep(page: Page, dialog: Locator, labels: { funder: RegExp; program: RegExp }) {
  await pickFirst(page, dialog, labels.funder);
  await pickFirst(page, dialog, labels.program);
  await dialog.getByRole('button', { name: /^(Continue|Continuar|Weiter)$/ }).click();
}

const WIZARD = {
  en: { funder: /^Funder/, program: /^Program/, deadline: /^Application deadline/ },
  pt: { funder: /^Financiador/, program: /^Programa/, deadline: /^Prazo da candidatura/ },
  de: { funder: /^Förderer/, program: /^Programm/, deadline: /^Antragsfrist/ },
} as const;

describe('dates in the user language', () => {
  it('pt: the edit form shows the deadline as the list does, with a pt placeholder', async () => {
    const page = await signedInPage(1366, 768, 'pt');
    // Answered ("editar") rows are history: the list opens on upcoming deadlines.
    await open(page, '/grants?view=all', 'pt');
    const row = page
      .locator('tbody tr')
      .filter({ has: page.getByRole('button', { name: 'editar' }) })
      .first();
    const listed = (await row.locator('td[data-label="Prazo da candidatura"]').textContent())?.trim();
    expect(listed).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await row.getByRole('button', { name: 'editar' }).click();
    const field = page.getByRole('dialog').getByRole('textbox', { name: /^Prazo da candidatura/ });
    expect(await field.inputValue()).toBe(listed);
    expect(await field.getAttribute('placeholder')).toBe('DD/MM/AAAA');
    await page.context().close();
  });

  for (const [language, typed, wrong, error] of [
    ['pt', '05/03/2027', '31/13/2027', 'Digite a data como DD/MM/AAAA.'],
    ['de', '31.01.2027', '31.13.2027', 'Geben Sie das Datum als TT.MM.JJJJ ein.'],
    ['en', '01/31/2027', '31/01/2027', 'Enter the date as MM/DD/YYYY.'],
  ] as const) {
    for (const [width, height] of [
      [390, 844],
      [1366, 768],
    ] as const) {
      it(`${language} at ${width} px: ${typed} is kept as typed, ${wrong} gets a field error`, async () => {
        const page = await signedInPage(width, height, language);
        await open(page, '/grants', language);
        const dialog = await openWizard(page);
        await toDeadlinesStep(page, dialog, WIZARD[language]);
        const field = dialog.getByRole('textbox', { name: WIZARD[language].deadline });
        await field.fill(typed);
        await field.press('Tab');
        expect(await field.inputValue()).toBe(typed);
        await expect.poll(() => dialog.getByText(error).count()).toBe(0);
        await field.fill(wrong);
        await field.press('Tab');
        expect(await field.inputValue()).toBe(wrong);
        await dialog.getByText(error).waitFor();
        await shot(page, `date-error-${language}-${width}`);
        await page.context().close();
      });
    }
  }
});

describe('Esc in the create-grant wizard', () => {
  it('closes the open calendar only; closing the filled wizard asks first', async () => {
    const page = await signedInPage(1366, 768, 'en');
    await open(page, '/grants', 'en');
    const dialog = await openWizard(page);
    await toDeadlinesStep(page, dialog, WIZARD.en);
    await dialog.getByRole('textbox', { name: WIZARD.en.deadline }).click();
    const calendar = page.locator('[data-dates-dropdown]');
    await calendar.waitFor();
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'hidden' });
    await dialog.getByText('Step 2 of 3', { exact: false }).waitFor();
    expect(await page.getByText('Discard this grant?').count()).toBe(0);

    await page.keyboard.press('Escape');
    const confirm = page.getByRole('dialog', { name: 'Discard this grant?' });
    await confirm.waitFor();
    await shot(page, 'discard-confirm-en-1366');
    await confirm.getByRole('button', { name: 'Keep editing' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await dialog.getByText('Step 2 of 3', { exact: false }).waitFor();

    await dialog.getByRole('button', { name: 'Close' }).click();
    await confirm.getByRole('button', { name: 'Discard' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.context().close();
  });
});

const TABLES = [
  { path: '/grants', name: 'grants', funder: { en: 'Funder', pt: 'Financiador', de: 'Förderer' } },
  { path: '/pipeline', name: 'pipeline', funder: null },
  { path: '/deadlines', name: 'deadlines', funder: null },
] as const;

/** Per row on screen: the title cell's text, whether anything covers it, its lines, and buttons off-screen. */
async function cardProblems(page: Page): Promise<string[]> {
  return page
    .locator('tbody')
    .first()
    .evaluate((body) => {
      const problems: string[] = [];
      const width = document.documentElement.clientWidth;
      for (const row of [...body.querySelectorAll('tr')].slice(0, 6)) {
        const title = row.querySelector<HTMLElement>('td[data-stack-title]');
        if (!title) {
          problems.push(`row without a title: ${row.textContent}`);
          continue;
        }
        row.scrollIntoView({ block: 'center' });
        const box = title.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
        if (!hit || !title.contains(hit)) problems.push(`title covered: ${title.textContent}`);
        const lineHeight = Number.parseFloat(getComputedStyle(title).lineHeight) || 24;
        if (box.height > lineHeight * 2.5)
          problems.push(`title wraps to ${box.height}px: ${title.textContent}`);
        for (const button of row.querySelectorAll('button')) {
          const b = button.getBoundingClientRect();
          if (b.right > width + 0.5 || b.left < -0.5)
            problems.push(
              `button off-screen (${b.left}–${b.right}): ${button.getAttribute('aria-label') ?? button.textContent}`,
            );
        }
      }
      if (document.documentElement.scrollWidth > document.documentElement.clientWidth)
        problems.push('the page scrolls sideways');
      return problems;
    });
}

describe('tracker tables on a phone', () => {
  for (const language of ['en', 'pt', 'de'] as const) {
    for (const table of TABLES) {
      it(`${table.name} in ${language}: a card per row titled by its funder at 390 px, a table at 1366 px`, async () => {
        const page = await signedInPage(390, 844, language);
        await open(page, table.path, language);
        await page.evaluate(() => document.querySelector('tbody tr')?.scrollIntoView({ block: 'start' }));
        await shot(page, `${table.name}-${language}-390`);
        expect(await cardProblems(page)).toEqual([]);
        // The header row is there for screen readers only.
        expect(
          await page
            .locator('thead')
            .first()
            .evaluate((head) => head.getBoundingClientRect().height),
        ).toBeLessThanOrEqual(1);
        await page.evaluate(() => window.scrollTo(0, 0));

        // The row's first action is reached with the keyboard and opens what it opens.
        const action = page.locator('tbody tr').first().locator('button').first();
        if ((await action.count()) > 0) {
          await action.focus();
          await page.keyboard.press('Enter');
          await page.locator('[role="dialog"], [role="menu"]').first().waitFor();
          await page.keyboard.press('Escape');
        }

        await page.setViewportSize({ width: 1366, height: 768 });
        await page.locator('thead').first().waitFor();
        const display = await page
          .locator('tbody td')
          .first()
          .evaluate((cell) => getComputedStyle(cell).display);
        expect(display).toBe('table-cell');
        if (table.funder) {
          const header = page.locator('thead th').filter({ hasText: table.funder[language] }).first();
          expect(await header.isVisible()).toBe(true);
        }
        await shot(page, `${table.name}-${language}-1366`);
        await page.context().close();
      });
    }
  }
});
