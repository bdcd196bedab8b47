import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser.ts';
import { clickNavEntry, expectNoSeriousViolations, signIn } from './journey.ts';
import { startTestStack, type TestStack } from './stack.ts';

// Numbers that agree (dashboard cards ↔ the grant list they open, Next 90 Days), dates and money
// in the user's language, and sentences instead of codes, as a person sees them in the browser.

let stack: TestStack;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  stack = await startTestStack('numbers-and-words');
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, stack.url);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const CARDS = [
  { section: 'applicationSent', name: 'Applications sent' },
  { section: 'grantsAwarded', name: 'Grants awarded' },
  { section: 'grantsPending', name: 'Grants pending' },
] as const;

/** The total of the grant list's next listApplications answer (what its pages hold together). */
function nextListTotal(target: Page): Promise<number> {
  return target
    .waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        (response.request().postData() ?? '').includes('listApplications'),
    )
    .then(async (response) => {
      const body = (await response.json()) as { data?: { listApplications?: { total: number } } };
      const total = body.data?.listApplications?.total;
      if (total === undefined) throw new Error('listApplications answered no total');
      return total;
    });
}

/** A Select's input by its label (the open listbox carries the same label). */
function fieldInput(label: string) {
  return page.getByLabel(label, { exact: true }).and(page.locator('input'));
}

async function chooseDashboardYear(label: string): Promise<void> {
  await page.getByTestId('dashboard-card-grantsAwarded-count').waitFor();
  if ((await fieldInput('Fiscal year').inputValue()) === label) return;
  // The cards show the picked year once its dashboard query has answered.
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('currentFy'),
  );
  await fieldInput('Fiscal year').click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await answered;
  // The board pack's own heading says it too, on paper only.
  await page
    .getByText(new RegExp(`· ${label}$`))
    .filter({ visible: true })
    .waitFor();
  await page.waitForLoadState('networkidle');
}

async function setLanguage(language: 'en' | 'pt' | 'de'): Promise<void> {
  await page.evaluate((lang) => window.localStorage.setItem('language', lang), language);
}

describe('dashboard cards and the grant list', () => {
  it('open exactly the rows each card counts, for every card and fiscal year', async () => {
    await page.goto(`${stack.url}/dashboard`);
    // The year options reach back to the organisation's first fiscal year, which the dashboard's answer
    // brings: until it has rendered, the picker offers the current year alone.
    await page.getByTestId('dashboard-card-grantsAwarded-count').waitFor();
    await fieldInput('Fiscal year').click();
    const years = await page.getByRole('option').allTextContents();
    await page.keyboard.press('Escape');
    expect(years.length).toBeGreaterThan(1);
    let counted = 0;
    for (const year of years) {
      for (const card of CARDS) {
        await page.goto(`${stack.url}/dashboard`);
        await chooseDashboardYear(year);
        const countText = await page.getByTestId(`dashboard-card-${card.section}-count`).textContent();
        const count = Number(/\d+/.exec(countText ?? '')?.[0] ?? Number.NaN);
        const total = nextListTotal(page);
        await page.getByRole('link', { name: `${card.name}: view in the grant list` }).click();
        await page.waitForURL('**/grants?**');
        expect({ year, card: card.name, total: await total }).toEqual({
          year,
          card: card.name,
          total: count,
        });
        // The filter is visible in the list's filter bar.
        expect(await fieldInput('Fiscal year').inputValue()).toBe(year);
        expect(await fieldInput('Fiscal year of').inputValue()).toBe(
          card.section === 'grantsAwarded' ? 'Award date' : 'Submission date',
        );
        counted += count;
      }
    }
    expect(counted).toBeGreaterThan(0);
    await expectNoSeriousViolations(page, '/grants?awardYear');
  });
});

describe('Next 90 Days', () => {
  it('opens today … today + 90 days', async () => {
    await page.goto(`${stack.url}/dashboard`);
    await clickNavEntry(page, 'Next 90 Days');
    await page.waitForURL('**/pipeline?**');
    const us = (date: Date) =>
      `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}/${date.getFullYear()}`;
    const today = new Date();
    const end = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 90);
    expect(await page.getByTestId('period-label').textContent()).toBe(`${us(today)} – ${us(end)}`);
  });
});

describe('dates, money and words in the language', () => {
  it('shows German and Brazilian dates, money and fiscal years', async () => {
    for (const [language, fy, money, date] of [
      ['de', /^GJ \d{4}$/, /^\d{1,3}(\.\d{3})*\s\$$/, /^\d{2}\.\d{2}\.\d{4}$/],
      ['pt', /^AF \d{4}$/, /^US\$\s\d{1,3}(\.\d{3})*$/, /^\d{2}\/\d{2}\/\d{4}$/],
    ] as const) {
      await setLanguage(language);
      await page.goto(`${stack.url}/dashboard`);
      const total = page.getByTestId('dashboard-card-grantsAwarded-total');
      await total.waitFor();
      expect(await total.textContent()).toMatch(money);
      expect(await page.getByTestId('dashboard-fiscal-year').textContent()).toMatch(fy);
      await page.goto(`${stack.url}/report-center`);
      const firstDate = page
        .getByRole('row')
        .nth(1)
        .getByRole('cell')
        .filter({ hasText: /\d{4}$/ })
        .first();
      await firstDate.waitFor();
      expect((await firstDate.textContent())?.trim()).toMatch(date);
      await expectNoSeriousViolations(page, `/report-center ${language}`);
    }
    await setLanguage('en');
  });

  it('turns an OAuth error code into a sentence in each language', async () => {
    const anonymous = await newPage(browser);
    for (const [language, sentence] of [
      ['en', 'Sign-in was cancelled or access was not granted. Please try again.'],
      ['pt', 'O login foi cancelado ou o acesso não foi concedido. Tente novamente.'],
      [
        'de',
        'Die Anmeldung wurde abgebrochen oder der Zugriff nicht erlaubt. Bitte versuchen Sie es erneut.',
      ],
    ] as const) {
      await anonymous.goto(`${stack.url}/login`);
      await anonymous.evaluate((lang) => window.localStorage.setItem('language', lang), language);
      await anonymous.goto(`${stack.url}/login?oauth_error=access_denied`);
      await anonymous.getByText(sentence).waitFor();
      expect(await anonymous.getByText(/access_denied/i).count()).toBe(0);
    }
    await anonymous.context().close();
  });
});

describe('funders list wording', () => {
  it('says a search matched nothing, clears it, and clamps a page past the end', async () => {
    await page.goto(`${stack.url}/funders?search=zzzz-none`);
    await page.getByText("No funders match 'zzzz-none'").waitFor();
    expect(await page.getByLabel('Search funders').getAttribute('placeholder')).toBe(
      'Search by name, e-mail or type',
    );
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.locator('a[href^="/funder/"]').first().waitFor();
    await page.goto(`${stack.url}/funders?page=99`);
    await page.waitForURL(/\/funders\?page=\d$/);
    await page.locator('a[href^="/funder/"]').first().waitFor();
    expect(await page.getByText('No funders yet').count()).toBe(0);
  });
});

describe('support ticket form', () => {
  it('shows every field error at once', async () => {
    await page.goto(`${stack.url}/dashboard`);
    await page.getByRole('button', { name: 'Misc./Help' }).click();
    await page.getByRole('menuitem', { name: 'Help/Support' }).click();
    const dialog = page.getByRole('dialog', { name: 'Help/Support' });
    for (const field of ['Organization', 'Email']) await dialog.getByLabel(field).fill('');
    // A real click: the first field loses focus as the pointer presses Send.
    await dialog.getByRole('button', { name: 'Send ticket' }).click();
    await expect.poll(() => dialog.locator('[aria-invalid="true"]').count()).toBe(4);
  });
});
