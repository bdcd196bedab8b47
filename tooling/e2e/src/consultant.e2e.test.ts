import AxeBuilder from '@axe-core/playwright';
import ExcelJS from 'exceljs';
import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath } from './artifacts.ts';
import { launchBrowser, newPage } from './browser.ts';
import { expectNoSeriousViolations, signIn } from './journey.ts';
import { startTestStack, type TestStack } from './stack.ts';

// As the demo's manager (of Harbor Lights, linked to Riverbend and Prairie) uses them:
// "All my organisations" on the deadlines page, each row labelled and filterable by organisation; then the
// grant list's "Export to Excel", whose rows equal the filtered list (checked against the API); the calendar's
// one private iCal feed of every organisation (fetched like a calendar app, until revoked). Then the demo's
// ADMIN (of Riverbend): "Several organisations" — two picked on /deadlines, rows labelled with both, kept in
// the address; the screens at 360/1366 px in en/pt/de; the feed of the picked organisations.

let stack: TestStack;
let browser: Browser;
let page: Page;

/** The API as the signed-in browser calls it (same session token), to check the screens against. */
async function graphql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  as: Page = page,
): Promise<T> {
  // The HttpOnly session cookie the browser holds (@grantflow/service's SESSION_COOKIE).
  const token = (await as.context().cookies()).find((c) => c.name === 'grantflow_session')?.value;
  const response = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${decodeURIComponent(token ?? '')}`,
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

interface Combined {
  organizations: { id: string; name: string }[];
  grantDeadlines: { organization: { name: string } }[];
  reportDeadlines: { organization: { name: string } }[];
}

const grantRows = () => page.getByRole('table', { name: 'Grant deadlines' }).locator('tbody tr');

beforeAll(async () => {
  stack = await startTestStack('consultant');
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, stack.url, 'manager@example.org');
});

afterAll(async () => {
  if (page)
    await page.screenshot({ path: artifactPath('consultant', 'last.png'), fullPage: true }).catch(() => {});
  await browser?.close();
  await stack?.stop();
});

describe("a consultant's view", () => {
  it('switches the deadlines page to All my organisations, labelled and filterable', async () => {
    await page.goto(`${stack.url}/deadlines`);
    await page.getByRole('heading', { level: 1, name: 'Deadlines' }).waitFor();
    await page.getByText('All my organisations', { exact: true }).click();
    const today = new Date().toISOString().slice(0, 10);
    const end = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    const { combinedDeadlines } = await graphql<{ combinedDeadlines: Combined }>(
      `query ($start: String!, $end: String!) { combinedDeadlines(start: $start, end: $end) {
        organizations { id name } grantDeadlines { organization { name } } reportDeadlines { organization { name } } } }`,
      { start: today, end },
    );
    expect(combinedDeadlines.organizations.map((o) => o.name).sort()).toEqual(
      ['Harbor Lights Youth Alliance', 'Prairie Arts Collective', 'Riverbend Community Foundation'].sort(),
    );
    expect(combinedDeadlines.grantDeadlines.length).toBeGreaterThan(0);
    await expect.poll(() => grantRows().count()).toBe(combinedDeadlines.grantDeadlines.length);
    const labels = await grantRows().locator('td:first-child').allTextContents();
    expect(labels).toEqual(combinedDeadlines.grantDeadlines.map((row) => row.organization.name));
    await expectNoSeriousViolations(page, '/deadlines (all my organisations)');
    for (const viewport of [
      { name: '390', width: 390, height: 844 },
      { name: '1366', width: 1366, height: 900 },
    ]) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.screenshot({
        path: artifactPath('consultant', `all-organisations-${viewport.name}.png`),
        fullPage: true,
      });
    }

    const one = combinedDeadlines.grantDeadlines[0]?.organization.name ?? '';
    await page.getByRole('combobox', { name: 'Show organisation' }).click();
    await page.getByRole('option', { name: one }).click();
    const expected = combinedDeadlines.grantDeadlines.filter((row) => row.organization.name === one).length;
    await expect.poll(() => grantRows().count()).toBe(expected);
    expect(new Set(await grantRows().locator('td:first-child').allTextContents())).toEqual(new Set([one]));
  });

  it('downloads an Excel file from the grant list whose rows equal the filtered list', async () => {
    await page.goto(`${stack.url}/grants?status=AWARDED`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Export to Excel' }).waitFor();
    const expected: { deadline: string; funder: string }[] = [];
    for (let pageNumber = 1; ; pageNumber += 1) {
      const { listApplications } = await graphql<{
        listApplications: {
          total: number;
          items: { deadline: string; grant: { funder: { name: string } } }[];
        };
      }>(
        `query ($page: Int!) { listApplications(filters: { status: AWARDED, record: ALL }, pagination: { page: $page, pageSize: 50 }) {
          total items { deadline grant { funder { name } } } } }`,
        { page: pageNumber },
      );
      expected.push(
        ...listApplications.items.map((item) => ({
          deadline: item.deadline,
          funder: item.grant.funder.name,
        })),
      );
      if (expected.length >= listApplications.total || listApplications.items.length === 0) break;
    }
    expect(expected.length).toBeGreaterThan(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+-grants-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const file = artifactPath('consultant', 'grants.xlsx');
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const [sheet] = workbook.worksheets;
    if (!sheet) throw new Error('the workbook has no sheet');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const deadlineColumn = header.indexOf('Application deadline') + 1;
    const funderColumn = header.indexOf('Funder') + 1;
    expect(deadlineColumn).toBeGreaterThan(0);
    const rows: { deadline: string; funder: string }[] = [];
    for (let line = 2; line <= sheet.actualRowCount; line += 1) {
      const row = sheet.getRow(line);
      const deadline = row.getCell(deadlineColumn).value;
      rows.push({
        deadline: deadline instanceof Date ? deadline.toISOString().slice(0, 10) : String(deadline),
        funder: String(row.getCell(funderColumn).value),
      });
    }
    expect(rows).toEqual(expected);
    // Scoped to the new button: with status=AWARDED the grants table's compact "light" row-action buttons
    // fail axe's color-contrast (grants-table.tsx, untouched by this change; reported to the lead).
    const axe = await new AxeBuilder({ page }).include('[data-testid="list-export-grants"]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await page.screenshot({ path: artifactPath('consultant', 'grants-export.png'), fullPage: true });
  });

  it('exports every page of the view shown (Upcoming, Overdue, All years), not only the visible one', async () => {
    const today = await page.evaluate(() => new Date().toLocaleDateString('sv-SE'));
    const yesterday = await page.evaluate(() =>
      new Date(Date.now() - 86_400_000).toLocaleDateString('sv-SE'),
    );
    const views = [
      { view: 'upcoming', filters: `{ startAt: "${today}" }` },
      { view: 'overdue', filters: `{ status: NOT_APPLY, endAt: "${yesterday}" }` },
      { view: 'all', filters: '{}' },
    ];
    for (const { view, filters } of views) {
      await page.goto(`${stack.url}/grants?view=${view}`);
      await page.getByRole('button', { name: 'Export to Excel' }).waitFor();
      const { listApplications } = await graphql<{ listApplications: { total: number } }>(
        `{ listApplications(filters: ${filters}, pagination: { page: 1, pageSize: 8 }) { total } }`,
      );
      expect(listApplications.total, view).toBeGreaterThan(0);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export to Excel' }).click(),
      ]);
      const file = artifactPath('consultant', `grants-${view}.xlsx`);
      await download.saveAs(file);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(file);
      expect((workbook.worksheets[0]?.actualRowCount ?? 0) - 1, view).toBe(listApplications.total);
    }
  });

  it('shows All my organisations on the calendar month view too', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${stack.url}/calendar`);
    await page.getByRole('grid').waitFor();
    await page.getByText('All my organisations', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Show organisation' }).waitFor();
    await expectNoSeriousViolations(page, '/calendar (all my organisations)');
    for (const viewport of [
      { name: '390', width: 390, height: 844 },
      { name: '1366', width: 1366, height: 900 },
    ]) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.screenshot({
        path: artifactPath('consultant', `calendar-all-organisations-${viewport.name}.png`),
        fullPage: true,
      });
    }
  });

  it('gives one private iCalendar feed of every organisation on the calendar, until revoked', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${stack.url}/calendar`);
    await page.getByRole('grid').waitFor();
    await page.getByText('All my organisations', { exact: true }).click();
    await page.getByRole('button', { name: 'Show my address for all organisations' }).click();
    const input = page.getByRole('textbox', {
      name: 'Your private calendar address for all your organisations (iCalendar)',
    });
    await input.waitFor();
    const url = await input.inputValue();
    expect(url).toMatch(new RegExp(`^${stack.url.replace(/[.]/g, '\\.')}/calendar/\\d+-[^/]+\\.ics$`));
    await expectNoSeriousViolations(page, '/calendar (all my organisations) with the feed');

    // Fetched as a calendar app does: no session, the secret URL only.
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return { uid: event.uid.split('@')[0] ?? '', summary: event.summary };
    });
    // The feed covers today and the next 365 days, each event labelled with its organisation.
    const today = new Date().toISOString().slice(0, 10);
    const end = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    const { combinedDeadlines } = await graphql<{
      combinedDeadlines: {
        grantDeadlines: { organization: { name: string }; deadline: { id: string } }[];
        reportDeadlines: { organization: { name: string }; deadline: { id: string } }[];
      };
    }>(
      `query ($start: String!, $end: String!) { combinedDeadlines(start: $start, end: $end) {
        grantDeadlines { organization { name } deadline { id } } reportDeadlines { organization { name } deadline { id } } } }`,
      { start: today, end },
    );
    const ownerOf = new Map<string, string>([
      ...combinedDeadlines.grantDeadlines.map(
        (row) => [`application-${row.deadline.id}`, row.organization.name] as const,
      ),
      ...combinedDeadlines.reportDeadlines.map(
        (row) => [`report-${row.deadline.id}`, row.organization.name] as const,
      ),
    ]);
    expect(events.map((event) => event.uid).sort()).toEqual([...ownerOf.keys()].sort());
    for (const event of events) {
      expect(event.summary.endsWith(`(${ownerOf.get(event.uid)})`), event.summary).toBe(true);
    }
    const organizations = new Set(events.map((event) => ownerOf.get(event.uid)));
    expect(organizations.size).toBeGreaterThanOrEqual(2);

    // The panel in each language, on a phone and a laptop: nothing off-screen, no sideways scroll.
    const labels = {
      en: { all: 'All my organisations', show: 'Show my address for all organisations' },
      pt: { all: 'Todas as minhas organizações', show: 'Mostrar meu endereço de todas as organizações' },
      de: { all: 'Alle meine Organisationen', show: 'Meine Adresse für alle Organisationen anzeigen' },
    } as const;
    try {
      for (const language of ['en', 'pt', 'de'] as const) {
        await page.evaluate((lng) => localStorage.setItem('language', lng), language);
        for (const viewport of [
          { name: '390', width: 390, height: 844 },
          { name: '1366', width: 1366, height: 900 },
        ]) {
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          await page.goto(`${stack.url}/calendar`);
          await page.getByRole('grid').waitFor();
          await page.getByText(labels[language].all, { exact: true }).click();
          await page.getByRole('button', { name: labels[language].show }).click();
          const panel = page.locator('section').filter({ has: page.getByTestId('calendar-feed-url') });
          await page.getByTestId('calendar-feed-url').waitFor();
          // The same address in every language: showing it again does not make a new one.
          expect(await page.getByTestId('calendar-feed-url').inputValue()).toBe(url);
          await panel.scrollIntoViewIfNeeded();
          const boxes = [
            await panel.boundingBox(),
            ...(await Promise.all(
              (await panel.getByRole('button').all()).map((button) => button.boundingBox()),
            )),
          ];
          for (const box of boxes) {
            expect(box, `${language} ${viewport.name}`).not.toBeNull();
            expect(
              box?.x ?? -1,
              `${language} ${viewport.name}: ${JSON.stringify(boxes)}`,
            ).toBeGreaterThanOrEqual(0);
            expect((box?.x ?? 0) + (box?.width ?? 0), `${language} ${viewport.name}`).toBeLessThanOrEqual(
              viewport.width,
            );
          }
          expect(
            await page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            ),
            `${language} ${viewport.name}: sideways scroll`,
          ).toBeLessThanOrEqual(0);
          await panel.screenshot({
            path: artifactPath('consultant', `combined-feed-${language}-${viewport.name}.png`),
          });
          await page.screenshot({
            path: artifactPath('consultant', `combined-feed-page-${language}-${viewport.name}.png`),
            fullPage: true,
          });
        }
      }
    } finally {
      await page.evaluate(() => localStorage.setItem('language', 'en'));
    }

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${stack.url}/calendar`);
    await page.getByRole('grid').waitFor();
    await page.getByText('All my organisations', { exact: true }).click();
    await page.getByRole('button', { name: 'Show my address for all organisations' }).click();
    await input.waitFor();
    await page.getByRole('button', { name: 'Revoke link' }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('The calendar address was revoked.').first().waitFor();
    expect((await fetch(url)).status).toBe(404);
    await page.getByRole('button', { name: 'Create a new address' }).waitFor();
  }, 240_000);
});

describe("an admin's several organisations", () => {
  let adminPage: Page;
  const today = new Date().toISOString().slice(0, 10);
  const in90 = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  const adminRows = () => adminPage.getByRole('table', { name: 'Grant deadlines' }).locator('tbody tr');
  /** Two organisations with open grant deadlines in the page's 90 days, so both labels must show. */
  let picked: { id: string; name: string }[] = [];

  beforeAll(async () => {
    adminPage = await newPage(browser);
    await signIn(adminPage, stack.url, 'admin@example.org');
    const { listOrganizations } = await graphql<{ listOrganizations: { id: string; name: string }[] }>(
      '{ listOrganizations { id name } }',
      {},
      adminPage,
    );
    const { combinedDeadlines } = await graphql<{ combinedDeadlines: Combined }>(
      `query ($start: String!, $end: String!, $ids: [ID!]) { combinedDeadlines(start: $start, end: $end, organizationIds: $ids) {
        organizations { id name } grantDeadlines { organization { name } } reportDeadlines { organization { name } } } }`,
      { start: today, end: in90, ids: listOrganizations.map((o) => o.id) },
      adminPage,
    );
    const withRows = new Set(combinedDeadlines.grantDeadlines.map((row) => row.organization.name));
    picked = listOrganizations.filter((o) => withRows.has(o.name)).slice(0, 2);
    expect(picked).toHaveLength(2);
  });

  it('picks two organisations on /deadlines and sees rows labelled with both, kept on reload', async () => {
    await adminPage.goto(`${stack.url}/deadlines`);
    await adminPage.getByRole('heading', { level: 1, name: 'Deadlines' }).waitFor();
    expect(await adminPage.getByText('All my organisations', { exact: true }).count()).toBe(0);
    await adminPage.getByText('Several organisations', { exact: true }).click();
    await adminPage
      .getByText('Pick the organisations whose deadlines you want to see (at most 20).')
      .waitFor();
    const input = adminPage.getByRole('combobox', { name: 'Organisations to show' });
    for (const organization of picked) {
      await input.click();
      await input.fill(organization.name.slice(0, 6));
      await adminPage
        .getByRole('listbox', { name: 'Organisations to show' })
        .getByRole('option', { name: organization.name })
        .click();
    }
    await adminPage.keyboard.press('Escape');
    const { combinedDeadlines } = await graphql<{ combinedDeadlines: Combined }>(
      `query ($start: String!, $end: String!, $ids: [ID!]) { combinedDeadlines(start: $start, end: $end, organizationIds: $ids) {
        organizations { id name } grantDeadlines { organization { name } } reportDeadlines { organization { name } } } }`,
      { start: today, end: in90, ids: picked.map((o) => o.id) },
      adminPage,
    );
    await expect.poll(() => adminRows().count()).toBe(combinedDeadlines.grantDeadlines.length);
    const labels = await adminRows().locator('td:first-child').allTextContents();
    expect(labels).toEqual(combinedDeadlines.grantDeadlines.map((row) => row.organization.name));
    expect(new Set(labels)).toEqual(new Set(picked.map((o) => o.name)));
    expect(new URL(adminPage.url()).searchParams.get('orgs')).toBe(picked.map((o) => o.id).join(','));
    await expectNoSeriousViolations(adminPage, '/deadlines (several organisations)');

    await adminPage.reload();
    await expect.poll(() => adminRows().count()).toBe(combinedDeadlines.grantDeadlines.length);
    expect(new Set(await adminRows().locator('td:first-child').allTextContents())).toEqual(
      new Set(picked.map((o) => o.name)),
    );
  });

  it('fits 360 and 1366 px in en, pt and de on /deadlines and /calendar', async () => {
    const several = { en: 'Several organisations', pt: 'Várias organizações', de: 'Mehrere Organisationen' };
    const organisationsToShow = {
      en: 'Organisations to show',
      pt: 'Organizações a mostrar',
      de: 'Angezeigte Organisationen',
    };
    const orgs = picked.map((o) => o.id).join(',');
    try {
      for (const language of ['en', 'pt', 'de'] as const) {
        await adminPage.evaluate((lng) => localStorage.setItem('language', lng), language);
        for (const viewport of [
          { name: '360', width: 360, height: 800 },
          { name: '1366', width: 1366, height: 900 },
        ]) {
          await adminPage.setViewportSize({ width: viewport.width, height: viewport.height });
          for (const screen of ['deadlines', 'calendar'] as const) {
            await adminPage.goto(`${stack.url}/${screen}?scope=all&orgs=${orgs}`);
            // By test id: the table's name is translated.
            if (screen === 'deadlines')
              await adminPage.getByTestId('combined-grant-deadlines').locator('tbody tr').first().waitFor();
            else await adminPage.getByRole('grid').waitFor();
            const radio = adminPage.getByRole('radio', { name: several[language] });
            expect(await radio.isChecked(), `${language} ${screen}`).toBe(true);
            const where = `${language} ${viewport.name} ${screen}`;
            // The organisations picker, not the calendar's task reminder days (also a MultiSelect).
            const picker = adminPage
              .locator('.mantine-MultiSelect-root')
              .filter({ hasText: organisationsToShow[language] });
            const box = await picker.boundingBox();
            expect(box, where).not.toBeNull();
            expect(box?.x ?? -1, where).toBeGreaterThanOrEqual(0);
            expect((box?.x ?? 0) + (box?.width ?? 0), where).toBeLessThanOrEqual(viewport.width);
            expect(
              await adminPage.evaluate(
                () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
              ),
              `${where}: sideways scroll`,
            ).toBeLessThanOrEqual(0);
            await adminPage.screenshot({
              path: artifactPath('consultant', `admin-${screen}-${language}-${viewport.name}.png`),
              fullPage: true,
            });
          }
        }
      }
    } finally {
      await adminPage.evaluate(() => localStorage.setItem('language', 'en'));
    }
  }, 240_000);

  it('gives one feed of the picked organisations on the calendar', async () => {
    await adminPage.setViewportSize({ width: 1366, height: 900 });
    await adminPage.goto(`${stack.url}/calendar?scope=all&orgs=${picked.map((o) => o.id).join(',')}`);
    await adminPage.getByRole('grid').waitFor();
    await adminPage.getByRole('button', { name: 'Show my address for these organisations' }).click();
    const url = await adminPage.getByTestId('calendar-feed-url').inputValue();
    await adminPage
      .getByTestId('combined-feed-coverage')
      .getByText(`This address covers: ${picked.map((o) => o.name).join(', ')}.`)
      .waitFor();
    await expectNoSeriousViolations(adminPage, '/calendar (several organisations) with the feed');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const owners = new Set(
      calendar
        .getAllSubcomponents('vevent')
        .map((vevent) => /\(([^()]+)\)$/.exec(new ICAL.Event(vevent).summary)?.[1]),
    );
    expect(owners).toEqual(new Set(picked.map((o) => o.name)));
  });
});
