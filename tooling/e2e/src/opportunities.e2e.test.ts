import { createQueueBackend } from '@grantflow/queue/queue-backend';
import {
  type FakeNonprofitExplorer,
  privateFoundationFiling,
  startFakeNonprofitExplorer,
} from '@grantflow/service/testing/fake-nonprofit-explorer';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath } from './artifacts.ts';
import { launchBrowser, newPage } from './browser.ts';
import { expectNoSeriousViolations, signIn } from './journey.ts';
import { startTestStack, type TestStack } from './stack.ts';

// Find grants as a grants manager uses it, over the demo's 12 fictional opportunities: search, open one,
// Track it (its grant and application show on the grant list and the deadlines), Not for us with Undo,
// saved searches and their daily digest (run through the importer's own queue, read from the development
// mailbox); and the funder profile's 990 card against a local ProPublica Nonprofit Explorer.

let stack: TestStack;
let fake: FakeNonprofitExplorer;
let browser: Browser;
let page: Page;

const FUNDER = 'Willow Creek Foundation';

/** The result titles shown, in order. */
async function resultTitles(): Promise<string[]> {
  return page.getByTestId('opportunity-item').getByRole('link').allTextContents();
}

interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** The development mailbox's digests to the signed-in staff user. */
async function digestMails(): Promise<MailboxMessage[]> {
  const response = await fetch(`${stack.url}/dev/mailbox/messages`);
  const body = (await response.json()) as { data?: MailboxMessage[] };
  return (body.data ?? []).filter((m) => m.to === 'staff@example.org' && /grant opportunit/.test(m.subject));
}

/**
 * Adds a digest run to the importer's queue (as its hourly schedule does) and waits until it finished. The
 * stack's services inherit REDIS_URL, so the queue is on Redis when it is set and in PostgreSQL otherwise.
 */
async function runDigest(jobId: string): Promise<void> {
  const queues = createQueueBackend({ databaseUrl: stack.databaseUrl, redisUrl: process.env.REDIS_URL });
  try {
    const queue = queues.createQueue<Record<string, never>>('opportunity-digest');
    await queue.add('send-opportunity-digests', {}, { jobId });
    await expect
      .poll(async () => (await queue.getJob(jobId))?.finishedOn ?? 0, { timeout: 30_000, interval: 300 })
      .toBeGreaterThan(0);
    expect((await queue.getJob(jobId))?.failedReason ?? null).toBeNull();
  } finally {
    await queues.close();
  }
}

beforeAll(async () => {
  fake = await startFakeNonprofitExplorer([
    {
      ein: 931234567,
      name: FUNDER,
      city: 'Eugene',
      state: 'OR',
      filings: [
        privateFoundationFiling(2023, 2_400_000, 31_000_000, 1_250_000),
        privateFoundationFiling(2022, 2_100_000, 29_500_000, 1_100_000),
      ],
    },
  ]);
  stack = await startTestStack('opportunities', {
    env: { PROPUBLICA_API_URL: fake.url, PROVIDERS_ALLOW_LOOPBACK: 'true' },
  });
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, stack.url);
});

afterEach(async (context) => {
  if (context.task.result?.state !== 'fail' || !page) return;
  const name = context.task.name.replace(/[^a-z0-9]+/gi, '-');
  await page
    .screenshot({ path: artifactPath('opportunities', `failed-${name}.png`), fullPage: true })
    .catch(() => {});
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  await fake?.close();
});

describe('find grants', () => {
  it('lists the demo opportunities from the header link and searches them', async () => {
    // From the header's Misc./Help menu (the row holds the contract's seven links).
    await page.getByRole('button', { name: 'Misc./Help' }).click();
    await page.getByRole('menuitem', { name: 'Opportunities' }).click();
    await page.waitForURL('**/opportunities');
    await page.getByRole('heading', { level: 1, name: 'Opportunities' }).waitFor();
    await page.getByText('12 opportunities').waitFor();
    await expect.poll(async () => (await resultTitles()).length).toBe(10);
    await expectNoSeriousViolations(page, '/opportunities');

    await page.getByRole('searchbox', { name: 'Search opportunities' }).fill('literacy');
    await page.waitForURL(/[?&]search=literacy/);
    await expect.poll(resultTitles).toEqual(['Youth literacy grants (fictional demo opportunity)']);

    await page.getByRole('searchbox', { name: 'Search opportunities' }).fill('no such grant anywhere');
    await page.getByText('No opportunities match').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await page.getByText('12 opportunities').waitFor();
  });

  it('opens an opportunity, tracks it and opens its application', async () => {
    await page.goto(`${stack.url}/opportunities?search=literacy`);
    await page.getByRole('link', { name: 'Youth literacy grants (fictional demo opportunity)' }).click();
    await page.waitForURL(/\/opportunities\/\d+$/);
    await page.getByRole('heading', { level: 1, name: /Youth literacy grants/ }).waitFor();
    await page.getByText('EX-DEMO-001').first().waitFor();
    const notice = page.getByRole('link', { name: /Official notice on Grants\.gov/ });
    expect(await notice.getAttribute('target')).toBe('_blank');
    expect(await notice.getAttribute('rel')).toContain('noopener');
    expect(await notice.getAttribute('href')).toMatch(/^https:\/\/www\.grants\.gov\//);
    await expectNoSeriousViolations(page, '/opportunities/{id}');

    await page.getByRole('button', { name: 'Track', exact: true }).click();
    const open = page.getByRole('link', { name: 'Open the application' });
    await open.waitFor();
    await page.getByText('Tracked', { exact: true }).first().waitFor();
    await open.click();
    await page.waitForURL(/\/funder\/\d+\?application=\d+/);
    await page.getByRole('heading', { level: 1, name: 'Example Agency' }).waitFor();
    await page.getByRole('dialog').waitFor();
  });

  it('shows the tracked grant on the grant list and the deadlines', async () => {
    await page.goto(`${stack.url}/grants`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByText('Example Agency').first().waitFor();
    await page.goto(`${stack.url}/deadlines`);
    await page.getByText('Example Agency').first().waitFor();
    // Tracked again from the list's badge: a second Track is not offered, the link is.
    await page.goto(`${stack.url}/opportunities?search=literacy`);
    await page.getByTestId('opportunity-item').getByText('Tracked').waitFor();
  });

  it('hides an opportunity marked Not for us and brings it back on Undo', async () => {
    await page.goto(`${stack.url}/opportunities?search=arts`);
    const title = 'Community arts grants (fictional demo opportunity)';
    await expect.poll(resultTitles).toContain(title);
    await page.getByRole('button', { name: `Not for us: ${title}` }).click();
    await expect.poll(resultTitles).not.toContain(title);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('It shows in your results again.').first().waitFor();
    await expect.poll(resultTitles).toContain(title);
  });

  it('saves a search, pauses and resumes it, opens it and deletes it', async () => {
    await page.goto(`${stack.url}/opportunities?search=health`);
    await expect.poll(async () => (await resultTitles()).length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByRole('textbox', { name: /Name of the search/ }).fill('Health programs');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    const saved = page.getByRole('region', { name: 'Saved searches' });
    await saved.getByRole('link', { name: 'Health programs' }).waitFor();

    await saved.getByRole('button', { name: 'Pause: Health programs' }).click();
    await saved.getByText('Paused', { exact: true }).waitFor();
    await saved.getByRole('button', { name: 'Resume: Health programs' }).click();
    await saved.getByRole('button', { name: 'Pause: Health programs' }).waitFor();

    await page.goto(`${stack.url}/opportunities`);
    await page
      .getByRole('region', { name: 'Saved searches' })
      .getByRole('link', { name: 'Health programs' })
      .click();
    await page.waitForURL(/[?&]search=health/);
    expect(await page.getByRole('searchbox', { name: 'Search opportunities' }).inputValue()).toBe('health');

    await saved.getByRole('button', { name: 'Delete: Health programs' }).click();
    await page
      .getByRole('dialog', { name: 'Delete the saved search?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await saved.getByText('No saved searches yet', { exact: false }).waitFor();
  });

  it('e-mails the new matches of a saved search once a day, with a link to each', async () => {
    await page.goto(`${stack.url}/opportunities?search=literacy`);
    await expect.poll(async () => (await resultTitles()).length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByRole('textbox', { name: /Name of the search/ }).fill('Literacy');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByRole('region', { name: 'Saved searches' })
      .getByRole('link', { name: 'Literacy' })
      .waitFor();

    // The next sync changes one literacy opportunity and one that the search does not match.
    const db = new pg.Client({ connectionString: stack.databaseUrl });
    await db.connect();
    const changed = await db.query<{ id: string; title: string }>(
      `update opportunities set updated_at = clock_timestamp()
       where title ilike 'Youth literacy%' or title ilike 'Rural health%' returning id, title`,
    );
    await db.end();
    const literacy = changed.rows.find((row) => row.title.startsWith('Youth literacy'));
    expect(literacy).toBeDefined();

    // Job ids of their own: a Redis kept between runs still holds an earlier run's.
    const run = Date.now();
    const before = (await digestMails()).length;
    await runDigest(`e2e-digest-${run}-1`);
    const mails = await digestMails();
    expect(mails.length).toBe(before + 1);
    const digest = mails.at(-1) as MailboxMessage;
    expect(digest.subject).toMatch(/^1 new grant opportunity for /);
    expect(digest.text).toContain(literacy?.title);
    expect(digest.text).toContain(`/opportunities/${literacy?.id}`);
    expect(digest.text).not.toContain('Rural health');

    // A second run the same day sends nothing again.
    await runDigest(`e2e-digest-${run}-2`);
    expect((await digestMails()).length).toBe(before + 1);
  });
});

describe("the funder's public 990 filings", () => {
  it('finds the funder by name, confirms its EIN and shows its filings by year', async () => {
    await page.goto(`${stack.url}/funders?search=${encodeURIComponent(FUNDER)}`);
    await page.locator('tbody').getByRole('link', { name: FUNDER, exact: true }).click();
    await page.waitForURL(/\/funder\/\d+$/);
    const card = page.getByRole('region', { name: 'Public 990 filings' });
    await card.getByRole('button', { name: "Find this funder's 990" }).click();
    await card.getByText('EIN 93-1234567 · Eugene, OR').waitFor();
    await card.getByRole('button', { name: `This is the funder: ${FUNDER}, EIN 93-1234567` }).click();

    await card.getByText('EIN 93-1234567', { exact: true }).waitFor();
    const latest = card.getByRole('row').filter({ hasText: '2023' });
    await latest.getByText('$2,400,000').waitFor();
    expect(await latest.textContent()).toContain('$31,000,000');
    expect(await latest.textContent()).toContain('$1,250,000');
    await card.getByText(/Source: ProPublica Nonprofit Explorer, fetched \d\d\/\d\d\/\d{4}\./).waitFor();
    await card.getByRole('img', { name: /Revenue and grants paid by year/ }).waitFor();
    await expectNoSeriousViolations(page, '/funder/{id} with 990 filings');
  });

  it('says so when ProPublica cannot be reached', async () => {
    await page
      .getByRole('region', { name: 'Public 990 filings' })
      .getByRole('button', { name: 'Search again' })
      .click();
    fake.failAll(true);
    try {
      const card = page.getByRole('region', { name: 'Public 990 filings' });
      await card.getByRole('button', { name: "Find this funder's 990" }).click();
      await card.getByRole('alert').waitFor();
      expect(await card.getByRole('alert').textContent()).toMatch(/ProPublica|unavailable|reach/i);
    } finally {
      fake.failAll(false);
    }
  });
});
