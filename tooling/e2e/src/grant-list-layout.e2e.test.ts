import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath } from './artifacts.ts';
import { launchBrowser } from './browser.ts';
import { expectNoSeriousViolations, signIn } from './journey.ts';
import { startTestStack, type TestStack } from './stack.ts';

// The grant list's columns, its actions with every column shown, the Pending filter
// against the badge, and the row menu in German.

let stack: TestStack;
let browser: Browser;

beforeAll(async () => {
  stack = await startTestStack('grant-list-layout');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function newSizedPage(width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
  return context.newPage();
}

async function openGrants(page: Page, query = ''): Promise<void> {
  await page.goto(`${stack.url}/grants${query}`);
  await page.locator('tbody tr').first().waitFor();
}

const headerCount = (page: Page) => page.locator('thead th').count();

async function showAllColumns(page: Page): Promise<void> {
  const group = page.getByRole('group', { name: 'Visible columns' });
  // The table re-renders after every tick; on a loaded machine the popover can close under a click, so the
  // choice is made again until every box is ticked (at most a few rounds).
  for (let round = 0; round < 4; round += 1) {
    if (!(await group.isVisible())) await page.getByRole('button', { name: 'Columns' }).click();
    await group.waitFor();
    const boxes = group.getByRole('checkbox');
    const total = await boxes.count();
    let ticked = 0;
    for (let i = 0; i < total; i += 1) {
      if (!(await boxes.nth(i).isChecked())) await boxes.nth(i).check();
      if (await boxes.nth(i).isChecked()) ticked += 1;
    }
    if (ticked === total) break;
  }
  await page.keyboard.press('Escape');
}

describe('grant list', () => {
  it('keeps the column choice after a reload, for that user only', async () => {
    const page = await newSizedPage(1440, 900);
    await signIn(page, stack.url, 'admin@example.org');
    await openGrants(page);
    expect(await headerCount(page)).toBe(11); // 10 default columns + actions
    await showAllColumns(page);
    expect(await headerCount(page)).toBe(14);
    await page.reload();
    await page.locator('tbody tr').first().waitFor();
    expect(await headerCount(page)).toBe(14);

    // Another person signing in on the same browser starts from the default columns.
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await signIn(page, stack.url, 'staff@example.org');
    await openGrants(page);
    expect(await headerCount(page)).toBe(11);
    await page.context().close();
  });

  for (const [width, height] of [
    [1440, 900],
    [1366, 768],
    [390, 844],
  ] as const) {
    it(`with all 13 columns at ${width} px the row actions stay on screen and clickable`, async () => {
      const page = await newSizedPage(width, height);
      await signIn(page, stack.url, 'admin@example.org');
      await openGrants(page);
      await showAllColumns(page);
      const row = page
        .locator('tbody tr')
        .filter({ has: page.getByRole('button', { name: /^(edit|update)$/ }) });
      const edit = row.getByRole('button', { name: /^(edit|update)$/ }).first();
      // Scroll the page (only up or down, never the table sideways) until the row is in view.
      await edit.evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().top - 200));
      const box = await edit.boundingBox();
      if (!box) throw new Error('no edit button');
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      // Nothing else (another cell scrolling under it) sits on top of the button.
      const hit = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(hit).toMatch(/^(edit|update)$/);
      await edit.click();
      await page.getByRole('dialog').waitFor();
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        ),
      ).toBe(false);
      await page.keyboard.press('Escape');
      await page.screenshot({ path: artifactPath('grant-list-layout', `all-columns-${width}.png`) });
      await page.context().close();
    });
  }

  it('opens on the upcoming deadlines, history one click away, and keeps view and search in the address', async () => {
    const page = await newSizedPage(1366, 768);
    await signIn(page, stack.url, 'admin@example.org');
    await openGrants(page);
    const views = page.getByRole('radiogroup', { name: 'Which deadlines' });
    const total = async () =>
      Number((await page.getByText(/^\d+ applications$/).textContent())?.split(' ')[0]);
    expect(await views.getByRole('radio', { name: 'Upcoming' }).isChecked()).toBe(true);
    const upcoming = await total();

    await views.getByText('All years').click();
    await page.waitForURL('**/grants?view=all');
    await expect.poll(total).toBeGreaterThan(upcoming);

    await views.getByText('Overdue').click();
    await page.waitForURL('**/grants?view=overdue');
    await page.getByRole('searchbox', { name: 'Search' }).fill('Foundation');
    await page.waitForURL(/search=Foundation/);
    await page.screenshot({ path: artifactPath('grant-list', 'overdue-view.png') });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Grants' }).waitFor();
    expect(await views.getByRole('radio', { name: 'Overdue' }).isChecked()).toBe(true);
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('Foundation');
    await page.goBack();
    await page.waitForURL('**/grants?view=all');
    expect(await views.getByRole('radio', { name: 'All years' }).isChecked()).toBe(true);
    await page.context().close();
  });

  it('the Pending filter lists only rows badged Pending', async () => {
    const page = await newSizedPage(1440, 900);
    await signIn(page, stack.url, 'admin@example.org');
    await openGrants(page, '?status=PENDING');
    const statusIndex = await page
      .locator('thead th')
      .evaluateAll((cells) => cells.findIndex((cell) => cell.textContent === 'Status'));
    expect(statusIndex).toBeGreaterThanOrEqual(0);
    const badges = await page.locator(`tbody tr td:nth-child(${statusIndex + 1})`).allTextContents();
    expect(badges.length).toBeGreaterThan(0);
    expect(new Set(badges)).toEqual(new Set(['Pending']));
    await expectNoSeriousViolations(page, 'grant list, pending');
    await page.context().close();
  });

  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    it(`the row menu in German fits the screen at ${width} px`, async () => {
      const page = await newSizedPage(width, height);
      await signIn(page, stack.url, 'admin@example.org');
      await page.evaluate(() => window.localStorage.setItem('language', 'de'));
      await openGrants(page);
      await page.locator('html[lang="de"]').waitFor({ state: 'attached' });
      // Every row's menu button (beside 'aktualisieren', the longest label) lies inside the table's visible part.
      const cut = await page.locator('tbody').evaluate((body) => {
        const container = body.closest('.mantine-Table-scrollContainer') ?? document.documentElement;
        const visible = container.getBoundingClientRect();
        const right = Math.min(visible.right, document.documentElement.clientWidth);
        return [...body.querySelectorAll('button[aria-label="Weitere Aktionen"]')]
          .map((button) => button.getBoundingClientRect())
          .filter((box) => box.right > right + 0.5 || box.left < visible.left - 0.5)
          .map((box) => `${box.left}–${box.right} beyond ${right}`);
      });
      expect(cut).toEqual([]);
      await page.locator('tbody tr').first().getByRole('button', { name: 'Weitere Aktionen' }).click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      const problems = await menu.evaluate((root) => {
        const found: string[] = [];
        const width = document.documentElement.clientWidth;
        const box = root.getBoundingClientRect();
        if (box.left < 0 || box.right > width) found.push(`menu at ${box.left}–${box.right}`);
        for (const item of root.querySelectorAll<HTMLElement>('[role="menuitem"], [role="menuitem"] *')) {
          if (item.scrollWidth > item.clientWidth + 1 && getComputedStyle(item).overflow !== 'visible') {
            found.push(`clipped: ${item.textContent}`);
          }
          const itemBox = item.getBoundingClientRect();
          if (itemBox.right > box.right + 1) found.push(`outside the menu: ${item.textContent}`);
        }
        return found;
      });
      expect(problems).toEqual([]);
      await page.screenshot({ path: artifactPath('grant-list-layout', `row-menu-de-${width}.png`) });
      await page.context().close();
    });
  }
});
