import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { signIn } from './journey.ts';
import { startTestStack, type TestStack } from './stack.ts';

// What only a browser shows: the skip link, the page's landmarks, the modals' close buttons, the contrast of
// the grant list's row buttons, and the privacy and terms pages (with the gateway's redirect when set).

const PRIVACY_URL = 'https://policies.example.org/privacy';

let stack: TestStack;
let browser: Browser;

beforeAll(async () => {
  // Only the privacy page is redirected: /terms shows the web's default text.
  stack = await startTestStack('page-basics', { env: { PRIVACY_URL } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function signedIn(language = 'en', width = 1366): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 768 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signIn(page, stack.url);
  if (language !== 'en') {
    await page.evaluate((lng) => window.localStorage.setItem('language', lng), language);
    await page.reload();
    await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
  }
  return page;
}

describe('every page', () => {
  it('starts with a skip link, shown on focus, that moves the focus to the main content', async () => {
    const page = await signedIn();
    await page.goto(`${stack.url}/grants`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.keyboard.press('Tab');
    const link = page.getByRole('link', { name: 'Skip to main content' });
    expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
    const box = await link.boundingBox();
    expect(box && box.y >= 0 && box.height > 0).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await page.context().close();
  });

  it('has one banner landmark, also with a modal open, and names the modal close button in the language', async () => {
    const page = await signedIn('de');
    await page.goto(`${stack.url}/grants`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('banner').count()).toBe(1);
    await page.getByRole('button', { name: 'Förderung hinzufügen' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Schließen' }).count()).toBe(1);
    expect(await page.getByRole('banner').count()).toBe(1);
    await page.context().close();
  });

  it("gives the grant list's row buttons text of at least 4.5:1 contrast", async () => {
    const page = await signedIn();
    await page.goto(`${stack.url}/grants`);
    await page.locator('tbody tr').first().waitFor();
    const axe = await new AxeBuilder({ page }).withRules(['color-contrast']).include('tbody').analyze();
    expect(axe.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
    await page.context().close();
  });
});

describe('privacy and terms', () => {
  it('the login page links to the install itself; /terms shows default text, /privacy the operator’s page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${stack.url}/login`);
    expect(await page.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(await page.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    await page.goto(`${stack.url}/terms`);
    await page.getByRole('heading', { name: 'Terms of Service' }).waitFor();
    const privacy = await fetch(`${stack.url}/privacy`, { redirect: 'manual' });
    expect(privacy.status).toBe(302);
    expect(privacy.headers.get('location')).toBe(PRIVACY_URL);
    await context.close();
  });
});
