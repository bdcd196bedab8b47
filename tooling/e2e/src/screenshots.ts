import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { resources } from '../../../apps/web/src/i18n/resources.ts';
import { artifactPath } from './artifacts.ts';
import { launchBrowser } from './browser.ts';
import { signIn } from './journey.ts';
import { startTestStack } from './stack.ts';

// `pnpm --filter @grantflow/e2e screenshots`: starts the product over the demo data, signs in, and writes
// test-results/screens/<lang>/<size>/<screen>.png for every screen (docs/product.md, Screens and routes) and the main modals, at three
// sizes in the three languages, so a person can look over the whole product in minutes. Not a test: a screen
// that cannot be shot is listed in test-results/screens/failures.txt and the run goes on. Names given after
// the command (`screenshots -- calendar access-tokens`) shoot only those screens.

const LANGUAGES = ['en', 'pt', 'de'] as const;
type Language = (typeof LANGUAGES)[number];

const SIZES = [
  { name: '1366x768', width: 1366, height: 768 },
  { name: '1440x900', width: 1440, height: 900 },
  { name: '390x844', width: 390, height: 844 },
] as const;

/** A label as the app shows it in a language (the web's own catalogues), to find buttons in any language. */
function label(language: Language, key: string): string {
  let node: unknown = resources[language].translation;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`No ${language} text for ${key}`);
  return node;
}

interface Screen {
  name: string;
  /** Who is signed in: nobody (public pages), the demo staff member or the admin. */
  as: 'nobody' | 'staff' | 'admin';
  path: (funderId: string) => string;
  /** Opens a modal or menu after the page has loaded. */
  open?: (page: Page, language: Language) => Promise<void>;
}

async function openHelpItem(page: Page, language: Language, item: string): Promise<void> {
  const menu = page.getByRole('button', { name: label(language, 'nav.misc_help') });
  if (!(await menu.isVisible())) {
    await page.getByRole('button', { name: label(language, 'nav.main') }).click();
  }
  await menu.click();
  await page.getByRole('menuitem', { name: label(language, item) }).click();
  await page.getByRole('dialog').waitFor();
}

/** The demo organisation the staff member works in (packages/db demo seed). */
const DEMO_ORGANIZATION = 'Riverbend Community Foundation';

const SCREENS: Screen[] = [
  { name: 'login', as: 'nobody', path: () => '/login' },
  { name: 'login-oauth-error', as: 'nobody', path: () => '/login?oauth_error=access_denied' },
  { name: 'register', as: 'nobody', path: () => '/register' },
  { name: 'forgot-password', as: 'nobody', path: () => '/forgot-password' },
  { name: 'reset-password', as: 'nobody', path: () => '/reset-password' },
  { name: 'verify-user', as: 'nobody', path: () => '/verify-user' },
  { name: 'dashboard', as: 'staff', path: () => '/dashboard' },
  { name: 'assistant', as: 'staff', path: () => '/assistant' },
  { name: 'programs', as: 'staff', path: () => '/programs' },
  { name: 'grants', as: 'staff', path: () => '/grants' },
  { name: 'grants-awarded-fy', as: 'staff', path: () => '/grants?status=AWARDED&awardYear=2026' },
  { name: 'pipeline', as: 'staff', path: () => '/pipeline' },
  { name: 'pipeline-next-90-days', as: 'staff', path: () => '/pipeline?grantStatus=NOT_APPLY&range=next90' },
  { name: 'deadlines', as: 'staff', path: () => '/deadlines' },
  { name: 'report-center', as: 'staff', path: () => '/report-center' },
  { name: 'calendar', as: 'staff', path: () => '/calendar' },
  { name: 'funders', as: 'staff', path: () => '/funders' },
  { name: 'funders-no-match', as: 'staff', path: () => '/funders?search=zzzz' },
  { name: 'largest-funders', as: 'staff', path: () => '/largest-funders' },
  { name: 'funder-profile', as: 'staff', path: (id) => `/funder/${id}` },
  { name: 'opportunities', as: 'staff', path: () => '/opportunities' },
  { name: 'opportunities-no-match', as: 'staff', path: () => '/opportunities?search=zzzz' },
  {
    name: 'opportunity',
    as: 'staff',
    path: () => '/opportunities?search=literacy',
    // Its id is the local copy's, not known ahead: opened from the list as a person does.
    open: async (page) => {
      await page.getByTestId('opportunity-item').getByRole('link').first().click();
      await page.waitForURL(/\/opportunities\/\d+$/);
    },
  },
  { name: 'funder-documents', as: 'staff', path: (id) => `/funder/${id}/documents` },
  { name: 'my-tasks', as: 'staff', path: () => '/tasks' },
  {
    name: 'modal-add-task',
    as: 'staff',
    path: (id) => `/funder/${id}`,
    open: async (page, language) => {
      await page.getByRole('button', { name: label(language, 'tasks.add') }).click();
      await page.getByRole('dialog', { name: label(language, 'tasks.add_title') }).waitFor();
    },
  },
  { name: 'admin', as: 'admin', path: () => '/admin' },
  {
    name: 'modal-organization-settings',
    as: 'admin',
    path: () => '/admin',
    open: async (page, language) => {
      const name = label(language, 'admin.settings_for').replace('{{organization}}', DEMO_ORGANIZATION);
      await page.getByRole('button', { name }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'modal-add-funder',
    as: 'staff',
    path: () => '/funders',
    open: async (page, language) => {
      await page.getByRole('button', { name: label(language, 'funders.list.add') }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'modal-add-grant',
    as: 'staff',
    path: () => '/grants',
    open: async (page, language) => {
      await page.getByRole('button', { name: label(language, 'grants.add_grant') }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'access-tokens', as: 'staff', path: () => '/settings/access-tokens' },
  {
    name: 'modal-access-token-created',
    as: 'staff',
    path: () => '/settings/access-tokens',
    open: async (page, language) => {
      await page.getByTestId('access-token-name').fill('Claude desktop');
      await page.getByRole('button', { name: label(language, 'access_tokens.create') }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'modal-support-ticket',
    as: 'staff',
    path: () => '/dashboard',
    open: (page, language) => openHelpItem(page, language, 'nav.help_support'),
  },
];

type Sessions = Record<'staff' | 'admin', Awaited<ReturnType<BrowserContext['storageState']>>>;

async function signedInState(browser: Browser, url: string, email: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signIn(page, url, email);
  const state = await context.storageState();
  await context.close();
  return state;
}

async function firstFunderId(browser: Browser, url: string, sessions: Sessions): Promise<string> {
  const context = await browser.newContext({ storageState: sessions.staff });
  const page = await context.newPage();
  await page.goto(`${url}/funders`);
  const href = await page.locator('a[href^="/funder/"]').first().getAttribute('href');
  await context.close();
  const id = href?.split('/')[2];
  if (!id) throw new Error('No funder in the demo data');
  return id;
}

/** Waits until no loader is left and the network is quiet, so the picture shows the data. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page
    .locator('.mantine-Loader-root')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
}

const only = process.argv.slice(2).filter((arg) => arg !== '--');
const wanted = (name: string) => only.length === 0 || only.includes(name);

async function main(): Promise<void> {
  const started = Date.now();
  const stack = await startTestStack('screenshots');
  const browser = await launchBrowser();
  const failures: string[] = [];
  let written = 0;
  try {
    const sessions: Sessions = {
      staff: await signedInState(browser, stack.url, 'staff@example.org'),
      admin: await signedInState(browser, stack.url, 'admin@example.org'),
    };
    const funderId = await firstFunderId(browser, stack.url, sessions);
    for (const language of LANGUAGES) {
      for (const size of SIZES) {
        for (const as of ['nobody', 'staff', 'admin'] as const) {
          const screens = SCREENS.filter((screen) => screen.as === as && wanted(screen.name));
          const context = await browser.newContext({
            viewport: { width: size.width, height: size.height },
            reducedMotion: 'reduce',
            storageState: as === 'nobody' ? undefined : sessions[as],
          });
          // The app reads the language the user picked from local storage before it renders.
          await context.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
          const page = await context.newPage();
          for (const screen of screens) {
            const file = artifactPath('screens', language, size.name, `${screen.name}.png`);
            try {
              await page.goto(`${stack.url}${screen.path(funderId)}`);
              await settle(page);
              if (screen.open) {
                await screen.open(page, language);
                await settle(page);
              }
              await page.screenshot({ path: file, fullPage: true });
              written += 1;
            } catch (error) {
              failures.push(
                `${language}/${size.name}/${screen.name}: ${(error as Error).message.split('\n')[0]}`,
              );
            }
          }
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
  fs.writeFileSync(artifactPath('screens', 'failures.txt'), `${failures.join('\n')}\n`);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `${written} screenshots in ${artifactPath('screens')} (${seconds} s); ${failures.length} failed`,
  );
  for (const failure of failures) console.log(`  ${failure}`);
}

await main();
