import { DEMO_PASSWORD_HASH } from '@grantflow/demo/rows/demo-password';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath } from './artifacts.ts';
import { launchBrowser, newPage } from './browser.ts';
import { expectNoSeriousViolations, signIn } from './journey.ts';
import { startTestStack, type TestStack } from './stack.ts';

// Tasks (docs/product.md, Tasks): the demo's staff user gives a task on a funder's page to a colleague of
// the same organisation; the colleague got the mail (the stack's development mailbox, as npm start runs
// without SMTP), signs in, and finds it under My tasks with a link back to the funder.

const COLLEAGUE = 'colleague-tasks@example.org';
const title = `Collect the board letter ${Date.now().toString(36)}`;

let stack: TestStack;
let browser: Browser;
let db: pg.Client;
let pageA: Page;
let pageB: Page | undefined;
let funder: { id: number; name: string };

interface MailboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
}

async function waitForMail(to: string, subject: string): Promise<MailboxMessage> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${stack.url}/dev/mailbox/messages`);
    if (response.ok) {
      const body = (await response.json()) as { data?: MailboxMessage[] };
      const found = (body.data ?? []).find((m) => m.to === to && m.subject === subject);
      if (found) return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no mail to ${to} with subject "${subject}"`);
}

beforeAll(async () => {
  stack = await startTestStack('tasks');
  db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  // A second user of the demo organisation, signing in with the demo password.
  await db.query(
    `insert into users (email, password_hash, role, authorized, verified_at, organization_id)
     select $1, $2, 'USER', true, now(), organization_id from users where email = 'staff@example.org'`,
    [COLLEAGUE, DEMO_PASSWORD_HASH],
  );
  const { rows } = await db.query<{ id: number; name: string }>(
    `select f.id, f.name from funders f join users u on u.organization_id = f.organization_id
     where u.email = 'staff@example.org' order by f.name limit 1`,
  );
  funder = rows[0] as { id: number; name: string };
  browser = await launchBrowser();
  pageA = await newPage(browser);
  await signIn(pageA, stack.url);
});

afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') return;
  const name = context.task.name.replace(/[^a-z0-9]+/gi, '-');
  await pageA
    ?.screenshot({ path: artifactPath('tasks', `failed-${name}-a.png`), fullPage: true })
    .catch(() => {});
  await pageB
    ?.screenshot({ path: artifactPath('tasks', `failed-${name}-b.png`), fullPage: true })
    .catch(() => {});
});

afterAll(async () => {
  await db?.end();
  await browser?.close();
  await stack?.stop();
});

describe('tasks', () => {
  it('user A gives user B a task on a funder, with a due date typed in the user’s format', async () => {
    await pageA.goto(`${stack.url}/funder/${funder.id}`);
    await pageA.getByRole('heading', { level: 1, name: funder.name }).waitFor();
    const section = pageA.getByTestId('tasks-section');
    await section.getByText('No tasks yet.').waitFor();
    await section.getByRole('button', { name: 'Add task' }).click();
    const dialog = pageA.getByRole('dialog', { name: 'New task' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByRole('combobox', { name: 'Assignee' }).click();
    await pageA.getByRole('option', { name: COLLEAGUE }).click();
    // en writes MM/DD/YYYY; a day long past, so the task is overdue.
    await dialog.getByLabel('Due date').fill('01/15/2021');
    await dialog.getByLabel('Description').fill('Ask the chair to sign it.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const item = section.getByTestId('task-item').filter({ hasText: title });
    await item.waitFor();
    await expect.poll(() => item.textContent()).toContain('Due 01/15/2021');
    await expect.poll(() => item.textContent()).toContain(`For ${COLLEAGUE}`);
    expect(await item.getAttribute('data-overdue')).toBe('true');
    await expectNoSeriousViolations(pageA, '/funder/{id} with tasks');
  });

  it('user B got the e-mail, signs in and finds the task under My tasks, overdue, linked to the funder', async () => {
    const mail = await waitForMail(COLLEAGUE, `New task for you: ${title}`);
    expect(mail.text).toContain('staff@example.org gave you a task');
    expect(mail.text).toContain('Due on 01/15/2021.');
    expect(mail.text).toContain(`/funder/${funder.id}?organization=`);

    pageB = await newPage(browser);
    await signIn(pageB, stack.url, COLLEAGUE);
    await pageB.getByRole('link', { name: 'My tasks' }).first().click();
    await pageB.waitForURL('**/tasks');
    await pageB.getByRole('heading', { level: 1, name: 'My tasks' }).waitFor();
    const item = pageB.getByTestId('task-item').filter({ hasText: title });
    await item.waitFor();
    expect(await item.getAttribute('data-overdue')).toBe('true');
    await item.getByTestId('overdue-badge').waitFor();
    await item.getByRole('link', { name: 'Open the funder' }).waitFor();
    await expectNoSeriousViolations(pageB, '/tasks');
    await pageB.screenshot({ path: artifactPath('tasks', 'my-tasks.png'), fullPage: true });

    // Completing it takes it off My tasks.
    await item.getByRole('checkbox', { name: `Mark ${title} done` }).click();
    await pageB.getByText('You have no open tasks.').waitFor();

    await pageB.goto(`${stack.url}/funder/${funder.id}`);
    const onFunder = pageB.getByTestId('tasks-section').getByTestId('task-item').filter({ hasText: title });
    await onFunder.waitFor();
    expect(await onFunder.getByRole('checkbox').isChecked()).toBe(true);
  });
});
