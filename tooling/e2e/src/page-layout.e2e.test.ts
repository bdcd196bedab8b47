import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath } from './artifacts.ts';
import { launchBrowser } from './browser.ts';
import { expectNoSeriousViolations, signIn } from './journey.ts';
import { startTestStack, type TestStack } from './stack.ts';

// List pages on a phone, leaving a funder page on an organisation change,
// offline, and where toasts appear.

let stack: TestStack;
let browser: Browser;

beforeAll(async () => {
  stack = await startTestStack('page-layout');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function openAs(email: string, width: number, height: number, language = 'en'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signIn(page, stack.url, email);
  if (language !== 'en') {
    await page.evaluate((lng) => window.localStorage.setItem('language', lng), language);
    await page.reload();
    await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
  }
  // The app has finished its first route: a navigation pushed before that would be taken over by it.
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  return page;
}

/** The page's width beyond the screen (0 when nothing scrolls sideways). */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Text cut off sideways by a box that hides its overflow (a card, a button), other than on purpose (an ellipsis,
 * a scroll area, text for screen readers only): the box and how many pixels it hides.
 */
async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (!element.offsetParent || element.tagName === 'INPUT') continue;
      const style = getComputedStyle(element);
      if (!/hidden|clip/.test(style.overflowX) || style.textOverflow === 'ellipsis') continue;
      if (element.closest('.mantine-ScrollArea-root, .mantine-VisuallyHidden-root, svg')) continue;
      // The screen-reader-only pattern (a 1 px box clipped to nothing), as a phone card's header row is.
      if (style.clipPath !== 'none' && element.getBoundingClientRect().width <= 1) continue;
      const hidden = element.scrollWidth - element.clientWidth;
      const text = element.textContent?.trim() ?? '';
      if (hidden > 1 && text)
        cut.push(`${element.className.toString().slice(0, 60)} hides ${hidden} px of "${text.slice(0, 40)}"`);
    }
    return cut;
  });
}

/** Waits until the page shows its data: the first table has a row, or the page says it has none. */
async function waitForContent(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const settled = () => !document.querySelector('[aria-busy="true"], .mantine-Loader-root');
  await page.waitForFunction(settled);
  // The dashboard's charts mount only near the viewport: scroll to each, as a reader does, and wait for them.
  const charts = await page.locator('section[data-section]').all();
  for (const chart of charts) await chart.scrollIntoViewIfNeeded();
  if (charts.length > 0) await page.waitForTimeout(200);
  await page.waitForFunction(settled);
}

/**
 * Opens a path inside the running app, as its own links do (the router follows the history's popstate), instead
 * of loading the whole app again for each page of a sweep.
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    // The page being left is marked, so waiting for the next page's heading does not find this one's.
    for (const heading of document.querySelectorAll('h1')) heading.dataset.left = 'true';
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
  await page.locator('h1:not([data-left])').first().waitFor();
}

async function firstFunderPath(page: Page): Promise<string> {
  await navigateInApp(page, '/funders');
  await waitForContent(page);
  const href = await page.locator('tbody a[href^="/funder/"]').first().getAttribute('href');
  if (!href) throw new Error('no funder link on /funders');
  return href;
}

describe('list pages on a phone', () => {
  // One signed-in page per language; the two phone widths by resizing it.
  const phonePages = new Map<string, Page>();
  afterAll(async () => {
    for (const page of phonePages.values()) await page.context().close();
  });

  for (const language of ['en', 'pt', 'de']) {
    for (const width of [390, 360]) {
      it(`no page scrolls sideways or cuts its text at ${width} px in ${language}`, async () => {
        const page = phonePages.get(language) ?? (await openAs('admin@example.org', width, 844, language));
        phonePages.set(language, page);
        await page.setViewportSize({ width, height: 844 });
        const funder = await firstFunderPath(page);
        const paths = [
          '/dashboard',
          '/deadlines',
          '/grants',
          '/pipeline?grantStatus=NOT_APPLY',
          '/report-center',
          '/funders',
          '/programs',
          '/largest-funders',
          '/calendar',
          funder,
          `${funder}/documents`,
        ];
        const wide: string[] = [];
        const cut: string[] = [];
        for (const path of paths) {
          await navigateInApp(page, path);
          await waitForContent(page);
          const overflow = await sidewaysOverflow(page);
          if (overflow > 0) wide.push(`${path}: ${overflow} px`);
          cut.push(...(await clippedText(page)).map((box) => `${path}: ${box}`));
          if (width === 390 && language === 'en') {
            const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
            await page.screenshot({
              path: artifactPath('page-layout', `${name}-${width}.png`),
              fullPage: true,
            });
          }
        }
        expect(wide).toEqual([]);
        expect(cut).toEqual([]);
        if (width === 390 && language === 'en') await expectNoSeriousViolations(page, 'documents at 390');
      });
    }
  }
});

/**
 * The choices of every closed, non-searchable select on the page that are wider than the field shows:
 * opened one by one, each option's text measured in the field's own font against its room for text.
 */
async function choicesWiderThanField(page: Page): Promise<string[]> {
  // Searchable selects (readonly only when not searchable) hold people's own names, which may be cut.
  const fields = page.locator('main input.mantine-Select-input[readonly]');
  const tooWide: string[] = [];
  for (let index = 0; index < (await fields.count()); index++) {
    const field = fields.nth(index);
    if (!(await field.isVisible()) || (await field.isDisabled())) continue;
    await field.click();
    await page.locator('[role="option"]').first().waitFor();
    tooWide.push(
      ...(await field.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const context = document.createElement('canvas').getContext('2d');
        if (!context) return ['no canvas'];
        context.font = style.font;
        const name = input.getAttribute('aria-label') ?? input.labels?.[0]?.textContent ?? '?';
        return [...document.querySelectorAll('[role="option"]')]
          .map((option) => option.textContent ?? '')
          .filter((text) => context.measureText(text).width > room)
          .map((text) => `${name}: "${text}"`);
      })),
    );
    await page.keyboard.press('Escape');
    await page.locator('[role="option"]').first().waitFor({ state: 'detached' });
  }
  return tooWide;
}

describe('on a 1366 px laptop', () => {
  for (const language of ['en', 'pt', 'de']) {
    it(`the grant and funder lists show every column without scrolling sideways in ${language}`, async () => {
      const page = await openAs('admin@example.org', 1366, 768, language);
      const hidden: string[] = [];
      for (const path of ['/grants', '/funders']) {
        await navigateInApp(page, path);
        await waitForContent(page);
        const table = page.locator('main table').first();
        const beyond = await table.evaluate(
          (element) => element.scrollWidth - (element.parentElement?.clientWidth ?? 0),
        );
        if (beyond > 0) hidden.push(`${path}: ${beyond} px`);
      }
      expect(hidden).toEqual([]);
      await page.context().close();
    });

    it(`select fields show every choice whole in ${language}`, async () => {
      const page = await openAs('admin@example.org', 1366, 768, language);
      const cut: string[] = [];
      for (const path of ['/grants', '/pipeline', '/dashboard', '/largest-funders', '/admin']) {
        await navigateInApp(page, path);
        await waitForContent(page);
        cut.push(...(await choicesWiderThanField(page)).map((choice) => `${path} ${choice}`));
      }
      expect(cut).toEqual([]);
      await page.context().close();
    });
  }

  it('a clearable select keeps its chosen text clear of its clear button', async () => {
    const page = await openAs('admin@example.org', 1366, 768, 'en');
    await page.goto(`${stack.url}/admin`);
    await waitForContent(page);
    const filter = page.locator('main input.mantine-Select-input:not([readonly])').first();
    await filter.click();
    await page.locator('[role="option"]').first().click();
    await filter.evaluate((input: HTMLInputElement) => input.blur());
    const buttons = page.locator('main [data-combined-clear-section]');
    await buttons.waitFor();
    // The text ends where the input's padding starts; the clear button's × and the chevron are drawn after it.
    const overlap = await filter.evaluate((input: HTMLInputElement) => {
      const section = input.parentElement?.querySelector('[data-combined-clear-section]');
      const textEnd = input.getBoundingClientRect().right - parseFloat(getComputedStyle(input).paddingRight);
      const firstIcon = section?.querySelector('svg')?.getBoundingClientRect().left ?? Number.NaN;
      return textEnd - firstIcon;
    });
    expect(overlap).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});

describe('footer', () => {
  // A fixed footer kept 44 px of every phone screen over the page; now it ends the page (on a phone it starts
  // below the first screen, so it never shifts when the content arrives).
  const footerBox = (page: Page) =>
    page.getByRole('contentinfo').evaluate((footer) => {
      const box = footer.getBoundingClientRect();
      return { top: box.top, bottom: box.bottom, pageBottom: document.documentElement.scrollHeight };
    });

  it('ends a long page instead of covering it, and sits at the bottom of a short one', async () => {
    const page = await openAs('admin@example.org', 390, 844, 'de');
    await page.goto(`${stack.url}/pipeline`);
    await waitForContent(page);
    const long = await footerBox(page);
    expect(long.top).toBeGreaterThan(844);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const end = await footerBox(page);
    expect(Math.round(end.bottom)).toBe(844);
    expect(await page.getByRole('contentinfo').textContent()).toContain('Alle Rechte vorbehalten.');

    await page.setViewportSize({ width: 1366, height: 1600 });
    await page.goto(`${stack.url}/report-center`);
    await waitForContent(page);
    const short = await footerBox(page);
    expect(short.pageBottom).toBe(1600);
    expect(Math.round(short.bottom)).toBe(1600);
    await page.context().close();
  });
});

describe('organisation change on a funder page (docs/product.md, Screens and routes)', () => {
  for (const suffix of ['', '/documents']) {
    it(`goes from /funder/{id}${suffix} to /funders`, async () => {
      const page = await openAs('admin@example.org', 1366, 768);
      const funder = await firstFunderPath(page);
      await page.goto(`${stack.url}${funder}${suffix}`);
      await waitForContent(page);
      await page.locator('.mantine-AppShell-header input[aria-label="Organization"]').click();
      await page
        .locator('[role="option"]:not([aria-disabled="true"]):not([data-combobox-disabled])')
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === '/funders');
      await page.getByRole('heading', { level: 1, name: 'Funders' }).waitFor();
      await page.context().close();
    });
  }
});

describe('offline', () => {
  it("says 'You are offline.', waits for the connection and then opens the page", async () => {
    const page = await openAs('staff@example.org', 1366, 768);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.context().setOffline(true);
    const banner = page.getByRole('alert').filter({ hasText: 'You are offline.' });
    await banner.waitFor();
    // Programs' chunk has not been loaded yet: it fails, and the page must not turn into the browser's error.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Programs' })
      .click();
    await page.waitForURL('**/programs');
    // The page waits for its chunk under the router's loader: checked by axe below, as a slow machine shows it.
    await page.getByRole('status', { name: 'Loading…' }).waitFor();
    expect(await banner.isVisible()).toBe(true);
    await page.screenshot({ path: artifactPath('page-layout', 'offline.png') });
    await expectNoSeriousViolations(page, 'offline');
    await page.context().setOffline(false);
    await page.getByRole('heading', { level: 1, name: 'Programs' }).waitFor();
    expect(await banner.count()).toBe(0);
    await page.context().close();
  });

  it('reloads once when a chunk is gone after a deploy, and not again when it is still missing', async () => {
    const page = await openAs('staff@example.org', 1366, 768);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // The sign-in's own page load is over before the reloads are counted.
    await page.waitForLoadState('load');
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    // The old build's chunk for the funders page is gone from the server.
    await page.route(/\/assets\/funders-page-[^/]*\.js$/, (route) =>
      route.fulfill({ status: 404, body: '' }),
    );
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Funders' })
      .click();
    await page.waitForURL('**/funders');
    // After that one reload the chunk is still missing: an error shows instead of another reload.
    await page.getByText('Something went wrong').first().waitFor();
    expect(loads).toBe(1);
    await page.unroute(/\/assets\/funders-page-[^/]*\.js$/);
    await page.context().close();
  });
});

describe('toasts', () => {
  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    const wide = width > 768;
    it(`appear ${wide ? 'top' : 'bottom'}-right at ${width} px, clear of the header and the modal's close${wide ? ' and primary' : ''} button`, async () => {
      const page = await openAs('admin@example.org', width, height);
      await page.goto(`${stack.url}/funders`);
      await waitForContent(page);
      await page.getByRole('button', { name: 'Add new funder' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add new funder' });
      await dialog.getByRole('button', { name: 'Continue' }).click();
      const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Please fill all fields' });
      await toast.waitFor();
      const box = await toast.boundingBox();
      const header = await page.locator('.mantine-AppShell-header').boundingBox();
      const close = await dialog.getByRole('button', { name: 'Close' }).boundingBox();
      const primary = await dialog.getByRole('button', { name: 'Continue' }).boundingBox();
      if (!box || !header || !close || !primary)
        throw new Error('toast, header or modal buttons not laid out');
      const overlaps = (a: typeof box, b: typeof box) =>
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlaps(box, header)).toBe(false);
      expect(overlaps(box, close)).toBe(false);
      // A phone's modal fills the screen: no place there is clear of its footer as well.
      if (wide) expect(overlaps(box, primary)).toBe(false);
      expect(box.y + box.height > height / 2).toBe(!wide);
      expect(box.x + box.width).toBeGreaterThan(width - 40);
      await page.screenshot({ path: artifactPath('page-layout', `toast-${width}.png`) });
      await page.context().close();
    });
  }
});
