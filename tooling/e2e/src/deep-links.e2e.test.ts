import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath } from './artifacts.ts';
import { launchBrowser, newPage } from './browser.ts';
import { firstValue } from './demo-rows.ts';
import { DEMO_PASSWORD, expectNoSeriousViolations, signIn } from './journey.ts';
import { startTestStack, type TestStack } from './stack.ts';

// The links of calendar events and reminder e-mails (`/report-center?report=…`, `/funder/…?application=…`):
// signed out they go through sign-in and come back; signed in they open what they name; a link to something
// the acting organisation does not hold says so. Sign-in never follows a return path to another site.
// Also the acting-as banner of an ADMIN working in another organisation.

let stack: TestStack;
let browser: Browser;
let report: number;
let application: number;
let funder: number;
let otherOrganization: string;
let riverbend: number;

beforeAll(async () => {
  stack = await startTestStack('deep-links');
  browser = await launchBrowser();
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  try {
    const org = await firstValue(
      db,
      `select id from organizations where name = 'Riverbend Community Foundation'`,
    );
    riverbend = org;
    report = await firstValue(db, 'select id from reports where organization_id = $1 order by id limit 1', [
      org,
    ]);
    const row = (
      await db.query<{ id: number; funder_id: number }>(
        `select a.id, g.funder_id from applications a join grants g on g.id = a.grant_id
         where a.organization_id = $1 order by a.id limit 1`,
        [org],
      )
    ).rows[0];
    if (!row) throw new Error('no Riverbend application in the demo data');
    application = row.id;
    funder = row.funder_id;
    otherOrganization = await firstValue<string>(
      db,
      `select name as id from organizations where id <> $1 order by lower(name) limit 1`,
      [org],
    );
  } finally {
    await db.end();
  }
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function signInHere(page: Page, email = 'staff@example.org'): Promise<void> {
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
}

describe('deep links', () => {
  it('signed out, a report link goes through sign-in and opens that report', async () => {
    const page = await newPage(browser);
    await page.goto(`${stack.url}/report-center?report=${report}`);
    await page.waitForURL('**/login?**');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/report-center?report=${report}`);
    await signInHere(page);
    await page.waitForURL(`**/report-center?report=${report}`);
    const dialog = page.getByRole('dialog', { name: 'Update report' });
    await dialog.waitFor();
    await dialog.getByLabel('Report deadline').waitFor();
    await page.screenshot({ path: artifactPath('deep-links', 'report-after-sign-in.png') });
    // Closing the dialog takes the report out of the address, so a reload does not open it again.
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => !url.searchParams.has('report'));
    await page.close();
  });

  it('signed out, an application link goes through sign-in and opens that application', async () => {
    const page = await newPage(browser);
    await page.goto(`${stack.url}/funder/${funder}?application=${application}`);
    await page.waitForURL('**/login?**');
    await signInHere(page);
    await page.waitForURL(`**/funder/${funder}?application=${application}`);
    await page.getByRole('dialog').waitFor();
    expect(await page.getByRole('dialog').getByRole('alert').count()).toBe(0);
    await page.screenshot({ path: artifactPath('deep-links', 'application-after-sign-in.png') });
    await page.close();
  });

  it('signed in, a link to a report the organisation does not hold says so', async () => {
    const page = await newPage(browser);
    await signIn(page, stack.url);
    await page.goto(`${stack.url}/report-center?report=987654`);
    const alert = page.getByRole('dialog').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Report not found');
    expect(await alert.textContent()).toContain('Riverbend Community Foundation');
    await expectNoSeriousViolations(page, 'report link not found');
    await page.close();
  });

  it("signed in elsewhere, a link naming the record's organisation acts there and opens it", async () => {
    // The demo's manager belongs to Harbor Lights and is linked to Riverbend, where the report and application are.
    const page = await newPage(browser);
    await signIn(page, stack.url, 'manager@example.org');
    await page.goto(`${stack.url}/report-center?report=${report}&organization=${riverbend}`);
    const dialog = page.getByRole('dialog', { name: 'Update report' });
    await dialog.waitFor();
    const banner = page.getByRole('region', { name: 'Acting organization' });
    await banner.waitFor();
    expect(await banner.textContent()).toContain('You are working in Riverbend Community Foundation');
    await page.waitForURL((url) => !url.searchParams.has('organization') && url.searchParams.has('report'));
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await page.screenshot({ path: artifactPath('deep-links', 'report-in-linked-organization.png') });
    await expectNoSeriousViolations(page, 'report link of a linked organisation');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await banner.getByRole('button', { name: /^Return to / }).click();
    await banner.waitFor({ state: 'detached' });
    await page.goto(`${stack.url}/funder/${funder}?application=${application}&organization=${riverbend}`);
    await page.getByRole('dialog').first().waitFor();
    await banner.waitFor();
    await page.waitForURL((url) => !url.searchParams.has('organization'));
    expect(await page.getByRole('dialog').first().getByRole('alert').count()).toBe(0);
    await page.close();
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', '/%2F%2Fevil.example'])(
    'never follows %s after sign-in',
    async (redirect) => {
      const page = await newPage(browser);
      await page.goto(`${stack.url}/login?redirect=${encodeURIComponent(redirect)}`);
      await signInHere(page);
      await page.waitForURL(`${stack.url}/dashboard`);
      await page.close();
    },
  );
});

describe('acting in another organisation', () => {
  for (const width of [1366, 390]) {
    it(`an ADMIN at ${width} px sees where they work and can return; a new sign-in starts at home`, async () => {
      const context = await browser.newContext({ viewport: { width, height: width < 800 ? 844 : 768 } });
      const page = await context.newPage();
      await signIn(page, stack.url, 'admin@example.org');
      expect(await page.getByTestId('acting-organization-banner').count()).toBe(0);
      if (width < 800) await page.getByRole('button', { name: 'Main navigation' }).click();
      await page.getByLabel('Organization', { exact: true }).click();
      await page.getByRole('option', { name: otherOrganization }).click();
      const banner = page.getByRole('region', { name: 'Acting organization' });
      await banner.waitFor();
      expect(await banner.textContent()).toContain(`You are working in ${otherOrganization}`);
      await page.reload();
      await banner.waitFor();
      await page.screenshot({ path: artifactPath('deep-links', `acting-banner-${width}.png`) });
      await expectNoSeriousViolations(page, `acting banner ${width}`);
      await banner.getByRole('button', { name: 'Return to Riverbend Community Foundation' }).click();
      await banner.waitFor({ state: 'detached' });

      // Acting again, then a new session: it starts in the own organisation.
      if (width < 800) await page.getByRole('button', { name: 'Main navigation' }).click();
      await page.getByLabel('Organization', { exact: true }).click();
      await page.getByRole('option', { name: otherOrganization }).click();
      await banner.waitFor();
      const next = await context.newPage();
      await next.goto(`${stack.url}/dashboard`);
      await next.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await next.getByTestId('acting-organization-banner').count()).toBe(0);
      await context.close();
    });
  }
});
