import { type Browser, chromium, type Page } from 'playwright-core';

/** Debian's Chromium, headless, with the flags this closed network needs (STACK.md). */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * A page in its own context (fresh cookies and storage); axe needs pages made this way. Reduced
 * motion turns off the theme's transitions, so axe never measures a half-faded modal or toast.
 */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    reducedMotion: 'reduce',
  });
  return context.newPage();
}
