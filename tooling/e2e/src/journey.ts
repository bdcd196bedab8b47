import AxeBuilder from '@axe-core/playwright';
import type { ConsoleMessage, Frame, Page, Request, Response } from 'playwright-core';
import { expect } from 'vitest';
import { artifactPath } from './artifacts.ts';

export const DEMO_PASSWORD = 'grantflow-demo';

/**
 * Signs in through the login form, as a person does, and waits for the dashboard. When the dashboard does
 * not come, the error says what the page showed and what the browser saw on the way (a screenshot beside it):
 * a sign-in that failed once in CI left nothing else to go on.
 */
export async function signIn(page: Page, baseUrl: string, email = 'staff@example.org'): Promise<void> {
  const trace = traceBrowser(page);
  try {
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel(/e-?mail/i).fill(email);
    await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /^log ?in$/i }).click();
    await page.waitForURL('**/dashboard');
  } catch (error) {
    throw new Error(await describeFailure(page, 'sign-in', trace.lines()), { cause: error });
  } finally {
    trace.stop();
  }
}

/** What the browser did while a step ran: navigations, GraphQL and REST answers, failed requests, console errors. */
function traceBrowser(page: Page): { lines(): string[]; stop(): void } {
  const started = Date.now();
  const lines: string[] = [];
  const note = (line: string) => lines.push(`${Date.now() - started} ms ${line}`);
  const onNavigated = (frame: Frame) => {
    if (frame === page.mainFrame()) note(`navigated to ${frame.url()}`);
  };
  const onResponse = async (response: Response) => {
    const request = response.request();
    if (request.resourceType() !== 'fetch' && response.status() < 400) return;
    const line = `${response.status()} ${request.method()} ${response.url()} ${operationName(request)}`;
    // A toast has gone by the time the step times out; the answer's errors say what it showed.
    const errors = await response
      .json()
      .then((body: { errors?: { message: string; extensions?: { code?: string } }[] }) =>
        (body.errors ?? []).map((e) => e.extensions?.code ?? e.message),
      )
      .catch(() => []);
    note(errors.length > 0 ? `${line} errors: ${errors.join(', ')}` : line);
  };
  const onFailed = (request: Request) => note(`failed ${request.url()}: ${request.failure()?.errorText}`);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      note(`console ${message.type()}: ${message.text()}`);
  };
  const onPageError = (error: Error) => note(`page error: ${error.message}`);
  page.on('framenavigated', onNavigated);
  page.on('response', onResponse);
  page.on('requestfailed', onFailed);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    lines: () => [...lines],
    stop: () => {
      page.off('framenavigated', onNavigated);
      page.off('response', onResponse);
      page.off('requestfailed', onFailed);
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}

function operationName(request: Request): string {
  try {
    return (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '';
  } catch {
    return ''; // not a JSON body (an upload)
  }
}

async function describeFailure(page: Page, step: string, trace: string[]): Promise<string> {
  const screenshot = artifactPath('failures', `${step}-${Date.now()}.png`);
  await page.screenshot({ path: screenshot, fullPage: true }).catch(() => undefined);
  const alerts = await page
    .locator('[role="alert"], .mantine-Notifications-root, .mantine-InputWrapper-error')
    .allInnerTexts()
    .catch(() => []);
  return [
    `${step} did not reach the dashboard; the page is at ${page.url()}`,
    `alerts and field errors: ${JSON.stringify(alerts.filter((text) => text.trim()))}`,
    `screenshot: ${screenshot}`,
    'browser trace:',
    ...trace.map((line) => `  ${line}`),
  ].join('\n');
}

/**
 * axe-core finds no serious or critical violation on the screen (docs/architecture.md, Screens). Toasts belong to the
 * shell and come and go with the journey, so they are left out of each screen's check.
 */
export async function expectNoSeriousViolations(page: Page, name: string): Promise<void> {
  const axe = await new AxeBuilder({ page }).exclude('.mantine-Notifications-root').analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    name,
  ).toEqual([]);
}

/**
 * Clicks a header navigation entry wherever the layout put it: in the header row, under its "More" menu
 * (laptops, where not every label fits), or in the burger's drawer (phones).
 */
export async function clickNavEntry(page: Page, name: string): Promise<void> {
  const link = page.getByRole('link', { name, exact: true }).first();
  const more = page.getByRole('button', { name: 'More' });
  const burger = page.getByRole('button', { name: 'Main navigation' });
  // The header renders once the signed-in user is known: wait for whichever form of the navigation it shows.
  await link.or(more).or(burger).first().waitFor();
  if (await link.isVisible()) return link.click();
  if (await more.isVisible()) {
    await more.click();
    return page.getByRole('menuitem', { name, exact: true }).click();
  }
  await burger.click();
  await link.click();
}
