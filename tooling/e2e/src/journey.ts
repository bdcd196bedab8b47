import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const DEMO_PASSWORD = 'grantflow-demo';

/** Signs in through the login form, as a person does, and waits for the dashboard. */
export async function signIn(page: Page, baseUrl: string, email = 'staff@example.org'): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await page.waitForURL('**/dashboard');
}

/**
 * axe-core finds no serious or critical violation on the screen (DESIGN §7). Toasts belong to the
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
