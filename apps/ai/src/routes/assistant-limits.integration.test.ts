import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiTestApp, startAiTestApp } from '../testing/ai-test-app.ts';

// The assistant's limits at its edges: prompts per user and per organisation (REST and MCP share the
// counters, in PostgreSQL), tool calls per JSON-RPC batch. Configured low for the test.

let t: AiTestApp;
let url: URL;
let orgA = 0;
let orgB = 0;

beforeAll(async () => {
  t = await startAiTestApp({
    ASSISTANT_PROMPTS_PER_USER: '3',
    ASSISTANT_PROMPTS_PER_ORGANIZATION: '5',
    ASSISTANT_PROMPT_WINDOW_SECONDS: '600',
    ASSISTANT_MCP_MAX_BATCH_CALLS: '2',
  });
  orgA = await t.insert('insert into organizations (name) values ($1)', ['Riverbend']);
  orgB = await t.insert('insert into organizations (name) values ($1)', ['Harbor']);
  await t.withModel.listen({ port: 0, host: '127.0.0.1' });
  const address = t.withModel.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  url = new URL(`http://127.0.0.1:${address.port}/api/mcp`);
});
afterAll(() => t?.close());

const headers = (token: string) => ({ authorization: `Bearer ${token}`, 'grantflow-error-codes': '1' });
const prompt = (token: string, userId: number, organizationId: number, stream = false) =>
  t.plain.inject({
    method: 'POST',
    url: stream ? '/ai/chat/prompt/stream' : '/ai/chat/prompt',
    headers: headers(token),
    payload: {
      message: 'What is due?',
      organization_id: organizationId,
      user_id: userId,
      azure_chat_history_id: null,
      apply_fine_tunning: false,
      chat_data_source: 'documents',
    },
  });

const completion = (userId: number, organizationId: number) => ({
  name: 'ai_chat_completion',
  arguments: {
    message: 'What is due?',
    organization_id: organizationId,
    user_id: userId,
    chat_data_source: 'documents',
  },
});

describe('prompt limits over REST', () => {
  it("answers a user's prompt past the limit with 429, Retry-After and RATE_LIMITED, the stream too", async () => {
    const user = await t.signIn('limits-rest@example.org', orgA);
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await prompt(user.token, user.id, orgA));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
    const refused = answers[3];
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused?.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(refused?.json()).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      params: { scope: 'user', retryAfterSeconds: Number(refused?.headers['retry-after']) },
      data: null,
    });
    const streamed = await prompt(user.token, user.id, orgA, true);
    expect(streamed.statusCode).toBe(429);
    expect(streamed.headers['content-type']).toContain('application/json');
    expect(streamed.headers['retry-after']).toEqual(expect.any(String));
  });

  it("answers the organisation's prompts past its own limit with 429, whoever sends them", async () => {
    const first = await t.signIn('limits-org-1@example.org', orgA);
    const second = await t.signIn('limits-org-2@example.org', orgA);
    // The organisation has used 3 of its 5 in the test above.
    expect((await prompt(first.token, first.id, orgA)).statusCode).toBe(200);
    expect((await prompt(second.token, second.id, orgA)).statusCode).toBe(200);
    const refused = await prompt(second.token, second.id, orgA);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', params: { scope: 'organization' } });
  });
});

describe('limits over MCP', () => {
  it('refuses a JSON-RPC batch with more tool calls than allowed, before any runs', async () => {
    const user = await t.signIn('limits-batch@example.org', orgB);
    const before = (await t.admin.query('select count(*)::int as n from chat_entries')).rows[0];
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${user.token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2025-03-26',
      },
      body: JSON.stringify(
        Array.from({ length: 100 }, (_, i) => ({
          jsonrpc: '2.0',
          id: i + 1,
          method: 'tools/call',
          params: completion(user.id, orgB),
        })),
      ),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: {
        code: -32600,
        message: 'A batch may carry at most 2 tool calls.',
        data: { code: 'MCP_BATCH_TOO_LARGE', params: { limit: 2, calls: 100 } },
      },
    });
    expect((await t.admin.query('select count(*)::int as n from chat_entries')).rows[0]).toEqual(before);
  });

  it("counts ai_chat_completion against the same user's limit and answers past it with a coded 429", async () => {
    const user = await t.signIn('limits-mcp@example.org', orgB);
    const client = new Client({ name: 'grantflow-test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(url, {
        requestInit: { headers: { authorization: `Bearer ${user.token}` } },
      }),
    );
    // Two prompts over REST, one over MCP: the user's three.
    for (let i = 0; i < 2; i += 1) expect((await prompt(user.token, user.id, orgB)).statusCode).toBe(200);
    const results = [];
    for (let i = 0; i < 2; i += 1) results.push(await client.callTool(completion(user.id, orgB)));
    const bodies = results.map((result) =>
      JSON.parse((result.content as Array<{ text: string }>)[0]?.text ?? 'null'),
    );
    expect(bodies[0]).toMatchObject({ status: 200 });
    expect(results[1]?.isError).toBe(true);
    expect(bodies[1]).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      params: { scope: 'user', retryAfterSeconds: expect.any(Number) },
      data: null,
    });
    await client.close();
  });
});
