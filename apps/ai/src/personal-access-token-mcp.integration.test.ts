import { authenticate } from '@grantflow/auth/authenticate';
import { createPersonalAccessToken } from '@grantflow/use-cases/personal-access-token/create-personal-access-token';
import { revokePersonalAccessToken } from '@grantflow/use-cases/personal-access-token/revoke-personal-access-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiTestApp, SECRET, startAiTestApp } from './testing/ai-test-app.ts';

// An MCP client holding a personal access token (docs/architecture.md, Personal access tokens): POST /api/mcp
// authenticates it as its user, through the same userRoute / tenant-route path as a session token.

let t: AiTestApp;
let session = '';
let funderId = 0;

beforeAll(async () => {
  t = await startAiTestApp();
  const org = await t.insert('insert into organizations (name) values ($1)', ['Riverbend']);
  session = (await t.signIn('pat-mcp@example.org', org)).token;
  funderId = await t.insert(
    "insert into funders (organization_id, name, type) values ($1, 'Acme Foundation', 'FOUNDATION')",
    [org],
  );
});
afterAll(() => t?.close());

async function newToken(): Promise<{ id: string; secret: string }> {
  const authentication = await authenticate(t.database.db, `Bearer ${session}`, SECRET);
  const created = await createPersonalAccessToken({
    db: t.database.db,
    authentication,
    fields: { name: 'MCP client', expiresInDays: 30 },
  });
  return { id: created.token.id, secret: created.secret };
}

const rpc = (secret: string, body: Record<string, unknown>) =>
  t.plain.inject({
    method: 'POST',
    url: '/api/mcp',
    headers: {
      authorization: `Bearer ${secret}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    },
    payload: { jsonrpc: '2.0', id: 1, ...body },
  });

describe('POST /api/mcp with a personal access token', () => {
  it("lists the tools and reads the user's own organisation", async () => {
    const { secret } = await newToken();
    const tools = await rpc(secret, { method: 'tools/list' });
    expect(tools.statusCode).toBe(200);
    const names = (tools.json() as { result: { tools: { name: string }[] } }).result.tools.map(
      (tool) => tool.name,
    );
    expect(names).toContain('get_funder');

    const funder = await rpc(secret, {
      method: 'tools/call',
      params: { name: 'get_funder', arguments: { funder_id: funderId } },
    });
    const text = (funder.json() as { result: { content: { text: string }[] } }).result.content[0]?.text;
    expect(JSON.parse(text ?? 'null').data).toMatchObject({ id: funderId, name: 'Acme Foundation' });
  });

  it('answers 401 once the token is revoked, and to a made-up token', async () => {
    const { id, secret } = await newToken();
    expect((await rpc(secret, { method: 'tools/list' })).statusCode).toBe(200);
    const authentication = await authenticate(t.database.db, `Bearer ${session}`, SECRET);
    await revokePersonalAccessToken({ db: t.database.db, authentication, id });
    expect((await rpc(secret, { method: 'tools/list' })).statusCode).toBe(401);
    expect((await rpc(`gf_pat_${'x'.repeat(43)}`, { method: 'tools/list' })).statusCode).toBe(401);
  });
});
