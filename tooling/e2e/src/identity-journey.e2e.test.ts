import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath } from './artifacts.ts';
import { launchBrowser, newPage } from './browser.ts';
import { startTestStack, type TestStack } from './stack.ts';

// The browser journey over `npm start` with no SMTP: every mail is read from the development
// mailbox's JSON (GET /dev/mailbox/messages), exactly what a person would open at /dev/mailbox.

let stack: TestStack;
let browser: Browser;

beforeAll(async () => {
  stack = await startTestStack('identity');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

interface MailboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
}

/** The newest mail to `to` whose subject matches and that arrived after `afterId`; polls while it is sent. */
async function waitForMail(to: string, subject: RegExp, afterId = 0): Promise<MailboxMessage> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${stack.url}/dev/mailbox/messages`);
    if (response.ok) {
      const body = (await response.json()) as { data?: MailboxMessage[] };
      const found = (body.data ?? []).find((m) => m.to === to && subject.test(m.subject) && m.id > afterId);
      if (found) return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no mail to ${to} matching ${subject} after #${afterId}`);
}

/** Links in mail use PUBLIC_URL; the test opens the same path on the stack it started. */
function linkPath(mail: MailboxMessage, path: string): string {
  const match = new RegExp(`${path.replace('?', '\\?')}token=([^\\s"<>]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${path} link in "${mail.subject}"`);
  return `${stack.url}${path}token=${match[1]}`;
}

function codeOf(mail: MailboxMessage): string {
  const code = /\b(\d{5})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in "${mail.subject}"`);
  return code;
}

async function expectNoSeriousAxeViolation(page: Page, name: string) {
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    name,
  ).toEqual([]);
}

async function signOut(page: Page, email: string) {
  await page.getByRole('button', { name: `User menu: ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
}

async function submitCredentials(page: Page, email: string, password: string) {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
}

async function expectDashboard(page: Page) {
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

describe('identity journey', () => {
  it('registers, verifies, turns on 2FA, signs in with a code and resets the password', async () => {
    const email = `journey-${Date.now()}@example.org`;
    const password = 'first-password-1';
    const newPassword = 'second-password-2';
    const page = await newPage(browser);
    try {
      await journey(page, { email, password, newPassword });
    } catch (error) {
      await page
        .screenshot({ path: artifactPath('identity', 'failure.png'), fullPage: true })
        .catch(() => {});
      throw error;
    }
    await page.screenshot({ path: artifactPath('identity', 'journey-end.png'), fullPage: true });
    await page.close();
  });

  async function journey(
    page: Page,
    { email, password, newPassword }: Record<'email' | 'password' | 'newPassword', string>,
  ) {
    // Login page: accessible, links to registration.
    await page.goto(`${stack.url}/login`);
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
    await expectNoSeriousAxeViolation(page, 'login');
    // The test stack configures no OAuth client, so both buttons say so.
    await page.getByRole('button', { name: 'Google sign-in is not configured' }).waitFor();
    await page.screenshot({ path: artifactPath('identity', 'login.png') });
    await page.getByRole('link', { name: 'Create an account' }).click();

    // Register.
    await page.waitForURL('**/register');
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    await expectNoSeriousAxeViolation(page, 'register');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^Confirm password/).fill(password);
    await page.getByLabel(/^Organization name/).fill('Journey Community Trust');
    await page.getByRole('combobox', { name: 'Month' }).click();
    await page.getByRole('option', { name: 'July' }).click();
    await page.getByRole('combobox', { name: 'Year' }).click();
    await page.getByRole('option', { name: String(new Date().getFullYear()) }).click();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();

    // Verify from the mailbox: lands on the dashboard with the welcome toast.
    const verification = await waitForMail(email, /Confirm your Grantflow account/);
    await page.goto(linkPath(verification, '/verify-user?'));
    await page.getByRole('button', { name: 'Verifying…' }).waitFor();
    await expectDashboard(page);
    await page.getByText('Your email was successfuly verified. Welcome!').waitFor();
    expect(await page.getByTestId('organization-name').textContent()).toBe('Journey Community Trust');

    // Sign out, sign in with the password.
    await signOut(page, email);
    await submitCredentials(page, email, password);
    await expectDashboard(page);

    // Setup 2FA: turn it on and confirm the code sent to the address.
    await page.getByRole('button', { name: 'Misc./Help' }).click();
    await page.getByRole('menuitem', { name: 'Setup 2FA Login' }).click();
    const setup = page.getByRole('dialog', { name: 'Setup 2FA Login' });
    const setupEmail = setup.getByLabel(/^E-mail for 2FA codes/);
    await expect.poll(() => setupEmail.inputValue()).toBe(email);
    await setup.getByLabel('Enable two-factor sign-in').check();
    await setup.getByRole('button', { name: 'Save' }).click();
    const setupCodeMail = await waitForMail(email, /Your Grantflow code/);
    await setup.getByLabel(/^Verification code/).fill(codeOf(setupCodeMail));
    expect(await setupEmail.isDisabled()).toBe(true);
    await setup.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('2FA Settings Updated Succesfully').first().waitFor();
    await setup.waitFor({ state: 'hidden' });

    // Sign in again: step 2 asks for the code e-mailed now.
    await signOut(page, email);
    await submitCredentials(page, email, password);
    const loginCode = page.getByLabel(/^Verification code/);
    await loginCode.waitFor();
    const loginCodeMail = await waitForMail(email, /Your Grantflow code/, setupCodeMail.id);
    await loginCode.fill(codeOf(loginCodeMail));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectDashboard(page);

    // Forgot password → reset link from the mailbox → new password → dashboard.
    await signOut(page, email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('heading', { level: 1, name: 'Forgot password' }).waitFor();
    await expectNoSeriousAxeViolation(page, 'forgot password');
    const send = page.getByRole('button', { name: 'Send email' });
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel(/^Email/).fill(email);
    await send.click();
    await page.getByText('Reset password link has been sent!').first().waitFor();
    const reset = await waitForMail(email, /Reset your Grantflow password/);
    await page.goto(linkPath(reset, '/reset-password?'));
    await page.getByRole('heading', { level: 1, name: 'Reset password' }).waitFor();
    await expectNoSeriousAxeViolation(page, 'reset password');
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel(/^Confirm password/).fill(newPassword);
    await page.getByLabel(/^Confirm password/).blur();
    await page.getByRole('button', { name: 'Reset password' }).click();
    // 2FA is on, so the reset link alone signs nobody in: the code step follows.
    await page.getByLabel(/^Verification code/).waitFor();
    await expectNoSeriousAxeViolation(page, 'reset password code step');
    const resetCodeMail = await waitForMail(email, /Your Grantflow code/, loginCodeMail.id);
    await page.getByLabel(/^Verification code/).fill(codeOf(resetCodeMail));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectDashboard(page);
    await page.getByText("You're back").waitFor();
    // The session is an HttpOnly cookie the page cannot read.
    const session = (await page.context().cookies()).find((c) => c.name === 'grantflow_session');
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict' });
    expect(await page.evaluate(() => document.cookie)).not.toContain(session?.value ?? '-');

    // The new password works (2FA is still on, so with a fresh code).
    await signOut(page, email);
    await submitCredentials(page, email, newPassword);
    await page.getByLabel(/^Verification code/).waitFor();
    const finalCodeMail = await waitForMail(email, /Your Grantflow code/, resetCodeMail.id);
    await page.getByLabel(/^Verification code/).fill(codeOf(finalCodeMail));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectDashboard(page);
  }

  it('gives the ADMIN the admin page and shows Not Found to anyone else', async () => {
    const page = await newPage(browser);
    await page.goto(`${stack.url}/login`);
    await submitCredentials(page, 'admin@example.org', 'grantflow-demo');
    await expectDashboard(page);
    await page.getByRole('link', { name: 'Admin', exact: true }).click();
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin' }).waitFor();
    const organizations = page.getByRole('region', { name: 'Organizations' });
    await organizations
      .getByRole('cell', { name: 'Riverbend Community Foundation', exact: true })
      .first()
      .waitFor();
    await page.getByRole('switch', { name: 'staff@example.org is authorized' }).waitFor();
    await expectNoSeriousAxeViolation(page, 'admin');
    await page.screenshot({ path: artifactPath('identity', 'admin.png'), fullPage: true });
    await signOut(page, 'admin@example.org');

    await submitCredentials(page, 'staff@example.org', 'grantflow-demo');
    await expectDashboard(page);
    expect(await page.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);
    await page.goto(`${stack.url}/admin`);
    await page.getByRole('heading', { name: 'Not Found' }).waitFor();
    await page.close();
  });

  it('shows the mail at the development mailbox page', async () => {
    const page = await newPage(browser);
    await page.goto(`${stack.url}/dev/mailbox`);
    await page.getByRole('heading', { level: 1, name: 'Development mailbox' }).waitFor();
    await page.close();
  });
});
