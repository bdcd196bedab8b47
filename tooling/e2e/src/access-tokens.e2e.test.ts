import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath } from './artifacts.ts';
import { launchBrowser, newPage } from './browser.ts';
import { expectNoSeriousViolations, signIn } from './journey.ts';
import { startTestStack, type TestStack } from './stack.ts';

// Personal access tokens as a staff member uses them: open the screen from the user menu, make a token, copy
// its one-time secret, let an MCP client use it through the gateway (tools/list), see its last use, revoke it
// after the confirmation and watch the client get 401; axe on the screen and the dialog.

let stack: TestStack;
let browser: Browser;
let page: Page;

const rows = () => page.getByTestId('access-token-row');

/** An MCP client's tools/list through the gateway with the token as its bearer. */
function mcpToolsList(secret: string): Promise<Response> {
  return fetch(`${stack.url}/api/mcp`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${secret}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  });
}

beforeAll(async () => {
  stack = await startTestStack('access-tokens');
  browser = await launchBrowser();
  page = await newPage(browser);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.url });
  await signIn(page, stack.url);
});

afterAll(async () => {
  if (page)
    await page
      .screenshot({ path: artifactPath('access-tokens', 'last.png'), fullPage: true })
      .catch(() => {});
  await browser?.close();
  await stack?.stop();
});

describe('personal access tokens', () => {
  let secret = '';

  it('opens from the user menu with no tokens yet', async () => {
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Access tokens' }).click();
    await page.getByRole('heading', { level: 1, name: 'Access tokens' }).waitFor();
    await page.getByText('No access tokens yet.').waitFor();
    expect(page.url()).toBe(`${stack.url}/settings/access-tokens`);
    await expectNoSeriousViolations(page, 'access tokens');
  });

  it('refuses an empty name, then shows a new token once with a copy button', async () => {
    await page.getByRole('button', { name: 'Create token' }).click();
    await page.getByText('This field is required.').waitFor();

    await page.getByTestId('access-token-name').fill('Claude desktop');
    await page.getByTestId('access-token-expiry').click();
    await page.getByRole('option', { name: 'In 30 days' }).click();
    await page.getByRole('button', { name: 'Create token' }).click();

    const dialog = page.getByRole('dialog', { name: 'Your new token' });
    await dialog.waitFor();
    await dialog.getByText('Copy it now: you will not see it again.').waitFor();
    secret = await dialog.getByTestId('access-token-secret').inputValue();
    expect(secret).toMatch(/^gf_pat_[A-Za-z0-9_-]{43}$/);
    await expectNoSeriousViolations(page, 'access token created');
    await dialog.getByRole('button', { name: 'Copy token' }).click();
    await dialog.getByRole('button', { name: 'Copied', exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await dialog.getByRole('button', { name: 'I have copied it' }).click();
    await dialog.waitFor({ state: 'detached' });

    await expect.poll(() => rows().count()).toBe(1);
    const row = rows().first();
    await row.getByText('Claude desktop').waitFor();
    expect(await row.textContent()).toContain('Never'); // not used yet
    // The secret is on screen no more.
    expect(await page.content()).not.toContain(secret);
  });

  it('lets an MCP client in through the gateway and shows its last use', async () => {
    const answer = await mcpToolsList(secret);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { result: { tools: { name: string }[] } };
    expect(body.result.tools.map((tool) => tool.name)).toContain('get_funder');

    await page.reload();
    await rows().first().waitFor();
    await expect.poll(async () => ((await rows().first().textContent()) ?? '').includes('Never')).toBe(false);
  });

  it('revokes after the confirmation, and the client is refused at once', async () => {
    await rows().first().getByRole('button', { name: 'Revoke Claude desktop' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke this token?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await rows().count()).toBe(1);

    await rows().first().getByRole('button', { name: 'Revoke Claude desktop' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke this token?' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await page.getByText('Token revoked').waitFor();
    await page.getByText('No access tokens yet.').waitFor();
    expect((await mcpToolsList(secret)).status).toBe(401);
  });
});
