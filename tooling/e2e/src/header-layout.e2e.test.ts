import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath } from './artifacts.ts';
import { launchBrowser } from './browser.ts';
import { expectNoSeriousViolations, signIn } from './journey.ts';
import { startTestStack, type TestStack } from './stack.ts';

// The header on laptops, wide screens and phones, in every language.

let stack: TestStack;
let browser: Browser;

beforeAll(async () => {
  stack = await startTestStack('header-layout');
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const page of pages.values()) await page.context().close();
  await browser?.close();
  await stack?.stop();
});

const LANGUAGES = ['en', 'pt', 'de'] as const;
type Language = (typeof LANGUAGES)[number];

/** The links that went under "More" first on a laptop: they must stay in the row at 1366 and 1440 px. */
const LAST_LINKS: Record<Language, readonly string[]> = {
  en: ['Next 90 Days', 'Funders'],
  pt: ['Próximos 90 dias', 'Financiadores'],
  de: ['Nächste 90 Tage', 'Förderer'],
};

const MORE: Record<Language, string> = { en: 'More', pt: 'Mais', de: 'Mehr' };

const NAV_NAME: Record<Language, string> = {
  en: 'Main navigation',
  pt: 'Navegação principal',
  de: 'Hauptnavigation',
};

const USERS = ['admin@example.org', 'manager@example.org', 'staff@example.org'] as const;
type User = (typeof USERS)[number];

// One signed-in page per user for the whole file: a sign-in and a fresh context per size and language made
// this sweep the slowest browser test. A language change reloads; a size change only resizes the window, as a
// user does, so the header must follow a resize, not only a load.
const pages = new Map<User, Page>();

async function pageOf(email: User): Promise<Page> {
  const open = pages.get(email);
  if (open) return open;
  const context = await browser.newContext({
    viewport: { width: 1366, height: 768 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await signIn(page, stack.url, email);
  pages.set(email, page);
  return page;
}

/** The user's page at the given size, showing the dashboard in the given language. */
async function openAs(email: User, width: number, height: number, language: Language): Promise<Page> {
  const page = await pageOf(email);
  await page.setViewportSize({ width, height });
  if ((await page.getAttribute('html', 'lang')) !== language || !page.url().endsWith('/dashboard')) {
    await page.evaluate((lng) => window.localStorage.setItem('language', lng), language);
    await page.goto(`${stack.url}/dashboard`);
    await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
  }
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // Two frames: the header's resize observers have laid it out again.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page;
}

/** Header controls that stick out of the screen or whose text is cut. */
async function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const header = document.querySelector('header');
    if (!header) return ['no header'];
    const width = document.documentElement.clientWidth;
    for (const el of header.querySelectorAll<HTMLElement>(
      'a, button, input, [data-testid="organization-name"]',
    )) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue; // not rendered at this size
      const label = el.getAttribute('aria-label') ?? el.textContent ?? el.tagName;
      if (box.left < 0 || box.right > width + 0.5)
        problems.push(`off-screen: ${label} (${box.left}–${box.right})`);
      // Text cut by its own box (a truncated organisation name carries its full name in a tooltip).
      for (const part of [el, ...el.querySelectorAll<HTMLElement>('span')]) {
        if (part.dataset.truncated === 'tooltip') continue;
        if (part.scrollWidth > part.clientWidth + 1 && getComputedStyle(part).overflow !== 'visible') {
          problems.push(`clipped: ${label}`);
          break;
        }
      }
    }
    const name = header.querySelector<HTMLElement>('[data-testid="organization-name"]');
    if (
      name &&
      name.getBoundingClientRect().height > Number.parseFloat(getComputedStyle(name).lineHeight) * 1.5
    ) {
      problems.push('organisation name wraps');
    }
    return problems;
  });
}

async function pageScrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

describe('header on laptops and wide screens', () => {
  for (const language of LANGUAGES) {
    for (const [width, height] of [
      [1366, 768],
      [1440, 900],
      [1280, 800],
    ] as const) {
      for (const email of USERS) {
        it(`${email} at ${width} px in ${language}: navigation shown, nothing off-screen or clipped`, async () => {
          const page = await openAs(email, width, height, language);
          const nav = page.getByRole('navigation', { name: NAV_NAME[language] });
          await nav.waitFor({ timeout: 5000 });
          expect(await nav.isVisible()).toBe(true);
          expect(
            await page.getByRole('button', { name: /navigation|navegação|hauptnavigation/i }).count(),
          ).toBe(0);
          expect(await headerProblems(page)).toEqual([]);
          expect(await pageScrollsSideways(page)).toBe(false);
          if (width !== 1280) {
            // Every link in the row itself, none in the "More" menu.
            expect(await nav.getByRole('link').count()).toBe(7);
            for (const name of LAST_LINKS[language])
              expect(await nav.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
            expect(await nav.getByRole('button', { name: MORE[language] }).count()).toBe(0);
          }
          if (width === 1366 && email !== 'staff@example.org') {
            await page.screenshot({
              path: artifactPath('header-layout', `${email}-${width}-${language}.png`),
            });
            await expectNoSeriousViolations(page, `header ${email} ${width} ${language}`);
          }
        });
      }
    }
  }
});

describe('header on a phone', () => {
  for (const language of LANGUAGES) {
    for (const width of [390, 360]) {
      for (const email of ['admin@example.org', 'manager@example.org'] as const) {
        it(`${email} at ${width} px in ${language}: picker, language and logout reachable from the burger`, async () => {
          const page = await openAs(email, width, 844, language);
          expect(await headerProblems(page)).toEqual([]);
          expect(await pageScrollsSideways(page)).toBe(false);
          await page.getByRole('button', { name: NAV_NAME[language] }).click();
          // The drawer slides in; measure once it is in place.
          await page.waitForFunction(
            () => document.querySelector('.mantine-AppShell-navbar')?.getBoundingClientRect().left === 0,
          );
          const drawer = page.locator('.mantine-AppShell-navbar');
          await page.screenshot({
            path: artifactPath('header-layout', `${email}-${width}-${language}-drawer.png`),
          });
          const picker = drawer.getByLabel(
            { en: 'Organization', pt: 'Organização', de: 'Organisation' }[language],
            {
              exact: true,
            },
          );
          await picker.waitFor({ timeout: 5000 });
          const pickerBox = await picker.boundingBox();
          expect(pickerBox && pickerBox.x >= 0 && pickerBox.x + pickerBox.width <= width).toBe(true);
          const userMenu = drawer.getByRole('button', { name: new RegExp(email) });
          await userMenu.click({ timeout: 5000 });
          const logout = page.getByRole('menuitem', {
            name: { en: 'Logout', pt: 'Sair', de: 'Abmelden' }[language],
          });
          await logout.waitFor();
          const logoutBox = await logout.boundingBox();
          expect(logoutBox && logoutBox.x >= 0 && logoutBox.x + logoutBox.width <= width).toBe(true);
          expect(await page.getByRole('menuitem', { name: 'Deutsch' }).isVisible()).toBe(true);
          await page.screenshot({
            path: artifactPath('header-layout', `${email}-${width}-${language}-menu.png`),
          });
          await page.keyboard.press('Escape');
          if (width === 390) await expectNoSeriousViolations(page, `drawer ${email} ${width} ${language}`);
          // Closed again for the next size: the burger toggles the drawer.
          const drawerOpen = await page.evaluate(
            () => document.querySelector('.mantine-AppShell-navbar')?.getBoundingClientRect().left === 0,
          );
          if (drawerOpen) await page.getByRole('button', { name: NAV_NAME[language] }).click();
          await page.waitForFunction(
            () => (document.querySelector('.mantine-AppShell-navbar')?.getBoundingClientRect().left ?? 0) < 0,
          );
        });
      }
    }
  }
});
