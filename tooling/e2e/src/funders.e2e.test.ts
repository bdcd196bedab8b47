import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath } from './artifacts.ts';
import { launchBrowser, newPage } from './browser.ts';
import { expectNoSeriousViolations, signIn } from './journey.ts';
import { startTestStack, type TestStack } from './stack.ts';

// Funders and programs screens as a grants manager uses them: the create-funder wizard, the profile's
// notes card, search and paging on the funders list, a program with a goal; axe on the three screens.

let stack: TestStack;
let browser: Browser;
let page: Page;

const suffix = Date.now().toString(36);
const funderName = `Zephyr Wizard Funder ${suffix}`;
const programName = `Funders Journey Program ${suffix}`;

/** Names in the funders table body, in order (the first column's links; the loader row has none). */
async function funderNames(): Promise<string[]> {
  return page.locator('tbody tr td:first-child a').allTextContents();
}

beforeAll(async () => {
  stack = await startTestStack('funders');
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, stack.url);
});

afterEach(async (context) => {
  if (context.task.result?.state !== 'fail' || !page) return;
  const name = context.task.name.replace(/[^a-z0-9]+/gi, '-');
  await page
    .screenshot({ path: artifactPath('funders', `failed-${name}.png`), fullPage: true })
    .catch(() => {});
});

afterAll(async () => {
  if (page)
    await page.screenshot({ path: artifactPath('funders', 'last.png'), fullPage: true }).catch(() => {});
  await browser?.close();
  await stack?.stop();
});

describe('funders and programs', () => {
  it('lists funders 12 per page and pages with the numbered buttons', async () => {
    await page.goto(`${stack.url}/funders`);
    await page.getByRole('heading', { level: 1, name: 'Funders' }).waitFor();
    await expect.poll(async () => (await funderNames()).length).toBe(12);
    const firstPage = await funderNames();
    await expectNoSeriousViolations(page, '/funders');

    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL(/[?&]page=2/);
    await expect
      .poll(async () => {
        const names = await funderNames();
        return names.length > 0 && names[0] !== firstPage[0];
      })
      .toBe(true);
    const secondPage = await funderNames();
    expect(secondPage.some((name) => firstPage.includes(name))).toBe(false);

    // A funder of page 2 opens its profile.
    const target = secondPage[0] ?? '';
    await page.locator('tbody').getByRole('link', { name: target, exact: true }).click();
    await page.waitForURL(/\/funder\/\d+$/);
    await page.getByRole('heading', { level: 1, name: target }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Previous grants' }).waitFor();
    await expectNoSeriousViolations(page, '/funder/{id}');
    await page.screenshot({ path: artifactPath('funders', 'demo-profile.png'), fullPage: true });
  });

  it('creates a funder with the two-step wizard and lands on its profile', async () => {
    await page.goto(`${stack.url}/funders`);
    await page.getByRole('button', { name: 'Add new funder' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add new funder' });
    await dialog.getByText('Step 1 of 2').waitFor();
    expect(await dialog.getByRole('button', { name: 'Go back' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Submit' }).count()).toBe(0);
    await expectNoSeriousViolations(page, 'create-funder wizard');

    // An empty required field keeps the wizard on its step with the 'please fill all fields' toast.
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Please fill all fields').first().waitFor();
    await dialog.getByText('Step 1 of 2').waitFor();

    await dialog.getByRole('textbox', { name: /^Name/ }).fill(funderName);
    await dialog.getByRole('combobox', { name: /^Type/ }).click();
    await page.getByRole('option', { name: 'Foundation', exact: true }).click();
    await dialog.getByRole('textbox', { name: /^Phone/ }).fill('5035550123');
    expect(await dialog.getByRole('textbox', { name: /^Phone/ }).inputValue()).toBe('(503) 555-0123');
    await dialog.getByRole('textbox', { name: /^Website/ }).fill('zephyr.example.org');
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await dialog.getByText('Step 2 of 2').waitFor();
    await dialog.getByRole('textbox', { name: /^City/ }).fill('Riverbend');
    await dialog.getByRole('textbox', { name: /^Zipcode/ }).fill('974011234');
    expect(await dialog.getByRole('textbox', { name: /^Zipcode/ }).inputValue()).toBe('97401-1234');
    await dialog.getByRole('button', { name: 'Submit' }).click();

    await page.waitForURL(/\/funder\/\d+$/);
    await page.getByRole('heading', { level: 1, name: funderName }).waitFor();
    await page.getByRole('link', { name: 'http://zephyr.example.org' }).waitFor();
  });

  it("edits the funder's notes", async () => {
    await page.getByRole('button', { name: 'Edit Notes' }).click();
    await page.getByRole('textbox', { name: 'Notes' }).fill('Prefers a call before the letter of inquiry.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Notes updated').first().waitFor();
    // The page reloads a second after a funder save (docs/product.md, Screens and routes); the note is there afterwards.
    await page.waitForEvent('load', { timeout: 10_000 });
    await page.getByText('Prefers a call before the letter of inquiry.').waitFor();
    await page.screenshot({ path: artifactPath('funders', 'profile.png'), fullPage: true });
  });

  it('finds the new funder through the search box', async () => {
    await page.goto(`${stack.url}/funders?page=2`);
    await page.getByRole('searchbox', { name: 'Search funders' }).fill(`zephyr wizard funder ${suffix}`);
    await page.waitForURL(/[?&]search=/);
    expect(page.url()).not.toMatch(/[?&]page=/);
    await expect.poll(funderNames).toEqual([funderName]);
    const row = page.getByRole('row').filter({ hasText: funderName });
    expect(await row.textContent()).toContain('Foundation');
    expect(await row.textContent()).toContain('$0');
  });

  it('creates a program with a yearly goal, edits the goal and renames it', async () => {
    await page.goto(`${stack.url}/programs`);
    await page.getByRole('heading', { level: 1, name: 'Programs' }).waitFor();
    await page.getByRole('row').nth(1).getByRole('button').first().waitFor();
    await expectNoSeriousViolations(page, '/programs');
    await page.getByRole('button', { name: 'Add new program' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add new program' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(programName);
    await dialog.getByRole('textbox', { name: /^Yearly goal/ }).fill('25000.5');
    const goalInput = dialog.getByRole('textbox', { name: /^Yearly goal/ });
    // The language's separators in the field; the organisation's currency sign beside it.
    expect(await goalInput.inputValue()).toBe('25,000.5');
    expect(
      await goalInput.evaluate((input) => input.closest('.mantine-InputWrapper-root')?.textContent ?? ''),
    ).toContain('$');
    await dialog.getByRole('button', { name: 'Create program' }).click();
    await page.getByText('Program created').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const row = page.getByRole('row').filter({ hasText: programName });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('$25,000.50');

    await row.getByRole('button', { name: `Edit the year goal of ${programName}` }).click();
    const goal = page.getByRole('dialog');
    await goal.getByRole('textbox', { name: /^Goal/ }).fill('30000');
    await goal.getByRole('radio', { name: 'This year and all later years' }).check();
    await goal.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Year goal updated').first().waitFor();
    await expect.poll(() => row.textContent()).toContain('$30,000');

    // The rename goes through POST /program/name; the page reloads a second later (docs/product.md, Screens and routes).
    const renamed = `${programName} renamed`;
    await row.getByRole('button', { name: `Edit the name of ${programName}` }).click();
    const rename = page.getByRole('dialog', { name: 'Edit program name' });
    await rename.getByRole('textbox', { name: /^Name/ }).fill(renamed);
    await rename.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Program renamed').first().waitFor();
    await page.waitForEvent('load', { timeout: 10_000 });
    await page.getByRole('row').filter({ hasText: renamed }).waitFor();
    await page.screenshot({ path: artifactPath('funders', 'programs.png'), fullPage: true });
  });
});
