import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath } from './artifacts.ts';
import { launchBrowser, newPage } from './browser.ts';
import { startTestStack, type TestStack } from './stack.ts';

let stack: TestStack;
let browser: Browser;

beforeAll(async () => {
  stack = await startTestStack('sign-in');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('signing in', () => {
  it('takes staff@example.org from the login page to the dashboard', async () => {
    const page = await newPage(browser);
    await page.goto(`${stack.url}/`);
    await page.waitForURL('**/login');

    const axe = await new AxeBuilder({ page }).analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => v.id)).toEqual([]);

    await page.getByLabel(/e-?mail/i).fill('staff@example.org');
    await page.getByLabel(/password/i).fill('grantflow-demo');
    await page.getByRole('button', { name: /^log ?in$/i }).click();

    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.getByTestId('dashboard-organization').textContent()).toContain('Riverbend');
    await page.screenshot({ path: artifactPath('sign-in', 'dashboard.png'), fullPage: true });
  });

  it('refuses a wrong password with the same message as an unknown address', async () => {
    const messages: string[] = [];
    for (const email of ['staff@example.org', 'nobody@example.org']) {
      const page = await newPage(browser);
      await page.goto(`${stack.url}/login`);
      await page.getByLabel(/e-?mail/i).fill(email);
      await page.getByLabel(/password/i).fill('wrong-password');
      await page.getByRole('button', { name: /^log ?in$/i }).click();
      const alert = page.getByText(/invalid email or password/i);
      await alert.first().waitFor();
      messages.push((await alert.first().textContent()) ?? '');
      expect(page.url()).toContain('/login');
      await page.close();
    }
    expect(messages[0]).toBe(messages[1]);
  });

  it('says so when the form cannot load its validation, and signs in once it can', async () => {
    const page = await newPage(browser);
    // The form's schema: @grantflow/validation's auth module and the schemas it shares (Vite names chunks after
    // their modules). Only these fail, as when one download breaks; the toast's own chunk still loads.
    const schemaChunk = (url: URL) => /\/assets\/(auth|schemas)-[\w-]+\.js$/.test(url.pathname);
    await page.route(schemaChunk, (route) => route.abort());
    await page.goto(`${stack.url}/login`);

    // Focusing the form fetches its schema. The first failure reloads the page once (lib/chunk-loader.ts: a deploy
    // replaced the files); failing again, a submit says so instead of doing nothing.
    await Promise.all([page.waitForEvent('load'), page.getByLabel(/e-?mail/i).focus()]);
    await page.getByLabel(/e-?mail/i).fill('staff@example.org');
    await page.getByLabel(/password/i).fill('grantflow-demo');
    await page.getByRole('button', { name: /^log ?in$/i }).click();
    const toast = page.getByText('Something went wrong');
    await toast.waitFor();
    expect(await toast.count()).toBe(1);
    expect(page.url()).toContain('/login');
    await page.screenshot({ path: artifactPath('sign-in', 'schema-unavailable.png'), fullPage: true });

    await page.unroute(schemaChunk);
    await page.getByRole('button', { name: /^log ?in$/i }).click();
    await page.waitForURL('**/dashboard');
    await page.close();
  });

  it('shows the free-trial-ended page to a user whose access has ended', async () => {
    const page = await newPage(browser);
    await page.goto(`${stack.url}/login`);
    await page.getByLabel(/e-?mail/i).fill('expired@example.org');
    await page.getByLabel(/password/i).fill('grantflow-demo');
    await page.getByRole('button', { name: /^log ?in$/i }).click();
    await page.waitForURL('**/dashboard');
    await page
      .getByText(/free trial has ended/i)
      .first()
      .waitFor();
    await page.close();
  });
});
