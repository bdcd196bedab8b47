import pg from 'pg';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath } from './artifacts.ts';
import { launchBrowser, newPage } from './browser.ts';
import { expectNoSeriousViolations, signIn } from './journey.ts';
import { startTestStack, type TestStack } from './stack.ts';

// History and comments (docs/product.md, History and comments): staff marks an application submitted in its
// dialog; the application's and its funder's timelines say so; a comment mentioning the organisation's admin
// shows and mails them (the development mailbox, the stack's outbox). Screenshots at 1366 and 390 px, en/pt/de.

let stack: TestStack;
let browser: Browser;
let page: Page;
let db: pg.Client;
let ids: { funderId: number; applicationId: number; funderName: string };

const pad = (n: number) => String(n).padStart(2, '0');
/** MM/dd/yyyy as the en date inputs take it, `days` after today. */
function displayDay(days = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
}

interface MailboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
}

async function waitForMail(to: string, subject: RegExp): Promise<MailboxMessage> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${stack.url}/dev/mailbox/messages`);
    if (response.ok) {
      const body = (await response.json()) as { data?: MailboxMessage[] };
      const found = (body.data ?? []).find((m) => m.to === to && subject.test(m.subject));
      if (found) return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}

async function one(sql: string, params: unknown[]): Promise<number> {
  const { rows } = await db.query<{ id: number }>(sql, params);
  if (!rows[0]) throw new Error(sql);
  return rows[0].id;
}

/** A new funder of the main demo organisation with one not-applied application due in 30 days. */
async function freshApplication(): Promise<typeof ids> {
  const funderName = `History Funder ${Date.now().toString(36)}`;
  const funderId = await one(
    `insert into funders (organization_id, name, type)
     select id, $1, 'FOUNDATION' from organizations where name = 'Riverbend Community Foundation' returning id`,
    [funderName],
  );
  const grant = await one(
    `insert into grants (organization_id, funder_id, program_id)
     select organization_id, id, (select id from programs p where p.organization_id = f.organization_id order by id limit 1)
       from funders f where id = $1 returning id`,
    [funderId],
  );
  const applicationId = await one(
    `insert into applications (organization_id, grant_id, deadline)
     select organization_id, id, current_date + 30 from grants where id = $1 returning id`,
    [grant],
  );
  return { funderId, applicationId, funderName };
}

const dialogOf = () => page.getByRole('dialog', { name: 'update grant' });
const timelineOf = (scope: Locator | Page) =>
  scope.getByRole('region', { name: /History and comments|Histórico e comentários|Verlauf und Kommentare/ });

async function shoot(scope: Locator, name: string): Promise<void> {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await scope.scrollIntoViewIfNeeded();
    await scope.screenshot({ path: artifactPath('history', `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

beforeAll(async () => {
  stack = await startTestStack('history');
  db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  ids = await freshApplication();
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, stack.url);
});

afterEach(async (context) => {
  if (context.task.result?.state !== 'fail' || !page) return;
  const name = context.task.name.replace(/[^a-z0-9]+/gi, '-');
  await page
    .screenshot({ path: artifactPath('history', `failed-${name}.png`), fullPage: true })
    .catch(() => {});
});

afterAll(async () => {
  await browser?.close();
  await db?.end();
  await stack?.stop();
});

describe('history and comments', () => {
  it('shows a status change on the application and on its funder', async () => {
    await page.goto(`${stack.url}/funder/${ids.funderId}?application=${ids.applicationId}`);
    let dialog = dialogOf();
    await dialog.getByRole('radio', { name: 'Yes' }).check();
    const submitted = dialog.getByRole('textbox', { name: /^Date submitted/ });
    await submitted.fill(displayDay(0));
    await submitted.press('Tab');
    await dialog.getByRole('textbox', { name: /^Amount requested/ }).fill('12500');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Application updated').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const funderTimeline = timelineOf(page);
    await funderTimeline.getByText('staff changed status from Open to Pending on an application').waitFor();
    await expectNoSeriousViolations(page, '/funder/{id} with its timeline');

    await page.goto(`${stack.url}/funder/${ids.funderId}?application=${ids.applicationId}`);
    dialog = dialogOf();
    const timeline = timelineOf(dialog);
    await timeline.getByText('staff changed status from Open to Pending').waitFor();
    await timeline.getByText('staff set amount requested to $12,500').waitFor();
  });

  it('adds a comment mentioning another user of the organisation, who gets the e-mail', async () => {
    const timeline = timelineOf(dialogOf());
    // Typing @ offers the organisation's users; picking one completes the name.
    const box = timeline.getByRole('textbox', { name: 'Add a comment' });
    await box.fill('@adm');
    await timeline
      .getByRole('group', { name: 'People to mention' })
      .getByRole('button', { name: '@admin' })
      .click();
    await box.pressSequentially('please review the budget.');
    expect(await box.inputValue()).toBe('@admin please review the budget.');
    await timeline.getByRole('button', { name: 'Comment', exact: true }).click();
    await page.getByText('Comment added').first().waitFor();
    await timeline.getByText('@admin please review the budget.').waitFor();
    await timeline.getByText('Mentioned: @admin').waitFor();
    const mail = await waitForMail('admin@example.org', /staff mentioned you on History Funder/);
    expect(mail.text).toContain('@admin please review the budget.');
    expect(mail.text).toContain(`/funder/${ids.funderId}?application=${ids.applicationId}`);
    await shoot(timeline, 'application-timeline-en');
  });

  it('edits and deletes the comment, leaving a trace', async () => {
    const timeline = timelineOf(dialogOf());
    await timeline.getByRole('button', { name: 'Edit' }).click();
    const edit = timeline.getByRole('textbox', { name: 'Edit your comment' });
    await edit.fill('Budget reviewed, thanks @admin');
    await timeline.getByRole('button', { name: 'Save' }).click();
    await timeline.getByText('Budget reviewed, thanks @admin').waitFor();
    await timeline.getByText('(edited)').waitFor();
    page.once('dialog', (confirm) => void confirm.accept());
    await timeline.getByRole('button', { name: 'Delete' }).click();
    await timeline.getByText('Comment deleted').first().waitFor();
    await expect.poll(() => timeline.getByText('Budget reviewed, thanks @admin').count()).toBe(0);
  });

  it('reads in pt and de, with dates and field names in the language', async () => {
    for (const [language, changed] of [
      ['pt', 'staff alterou status de Em aberto para Pendente'],
      ['de', 'staff hat Status von'],
    ] as const) {
      await page.evaluate((lang) => window.localStorage.setItem('language', lang), language);
      await page.goto(`${stack.url}/funder/${ids.funderId}?application=${ids.applicationId}`);
      const timeline = timelineOf(page.getByRole('dialog'));
      await timeline.getByText(changed).first().waitFor();
      await shoot(timeline, `application-timeline-${language}`);
    }
    await page.evaluate(() => window.localStorage.setItem('language', 'en'));
    await page.goto(`${stack.url}/funder/${ids.funderId}`);
    await shoot(timelineOf(page), 'funder-timeline-en');
  });
});
