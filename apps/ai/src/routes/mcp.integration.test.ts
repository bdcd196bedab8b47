import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiTestApp, startAiTestApp } from '../testing/ai-test-app.ts';

// /api/mcp through the SDK's own client over real HTTP.

let t: AiTestApp;
let url: URL;
const org = { a: 0, b: 0 };
let user = { id: 0, token: '' };
let funderId = 0;

beforeAll(async () => {
  t = await startAiTestApp();
  org.a = await t.insert('insert into organizations (name) values ($1)', ['Riverbend']);
  org.b = await t.insert('insert into organizations (name) values ($1)', ['Harbor']);
  user = await t.signIn('mcp-a@example.org', org.a);
  funderId = await t.insert(
    "insert into funders (organization_id, name, type, notes) values ($1, 'Acme Foundation', 'FOUNDATION', 'Met in May')",
    [org.a],
  );
  await t.withModel.listen({ port: 0, host: '127.0.0.1' });
  const address = t.withModel.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  url = new URL(`http://127.0.0.1:${address.port}/api/mcp`);
});
afterAll(() => t?.close());

async function connect(token?: string): Promise<Client> {
  const client = new Client({ name: 'grantflow-test', version: '1.0.0' });
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers } }));
  return client;
}

const firstText = (result: Awaited<ReturnType<Client['callTool']>>) => {
  const content = result.content as Array<{ type: string; text: string }>;
  return JSON.parse(content[0]?.text ?? 'null');
};

describe('/api/mcp', () => {
  it('lists the tools and answers ai_chat_completion with the prompt data', async () => {
    const client = await connect(user.token);
    const tools = await client.listTools();
    expect(tools.tools.map((tool) => tool.name).sort()).toEqual([
      'ai_chat_completion',
      'get_funder',
      'list_deadlines',
      'search_documents',
    ]);

    t.llm.script(
      { toolCalls: [{ name: 'query_database', arguments: { sql: 'SELECT name FROM funders' } }] },
      { content: 'Acme Foundation.' },
    );
    const answer = await client.callTool({
      name: 'ai_chat_completion',
      arguments: {
        message: 'Who funds us?',
        chat_history: [],
        organization_id: org.a,
        user_id: user.id,
        azure_chat_history_id: null,
        apply_fine_tuning: false,
        chat_data_source: 'database',
      },
    });
    const body = firstText(answer);
    expect(body).toMatchObject({
      status: 200,
      error: null,
      data: { title: 'Who funds us?', azure_chat_history_id: expect.any(Number) },
    });
    expect(body.data.new_chats[1].content).toBe('Acme Foundation.');

    const funder = firstText(
      await client.callTool({ name: 'get_funder', arguments: { funder_id: funderId } }),
    );
    expect(funder.data).toMatchObject({ id: funderId, name: 'Acme Foundation', notes: 'Met in May' });
    const deadlines = firstText(await client.callTool({ name: 'list_deadlines', arguments: { days: 30 } }));
    expect(deadlines).toMatchObject({ status: 200, data: { grantDeadlines: [], reportDeadlines: [] } });
    await client.close();
  });

  it("refuses another organisation's ids inside a tool call", async () => {
    const outsider = await t.signIn('mcp-b@example.org', org.b);
    const client = await connect(outsider.token);
    const result = await client.callTool({
      name: 'get_funder',
      arguments: { funder_id: funderId, organization_id: org.a },
    });
    expect(result.isError).toBe(true);
    expect(firstText(result)).toMatchObject({ status: 404, data: null });
    const own = await client.callTool({ name: 'get_funder', arguments: { funder_id: funderId } });
    expect(firstText(own)).toMatchObject({ status: 404, data: null });
    await client.close();
  });

  it('answers ai_chat_completion when the model first calls its tool with bad arguments', async () => {
    const client = await connect(user.token);
    t.llm.script(
      { toolCalls: [{ name: 'query_database', arguments: { statement: 'SELECT name FROM funders' } }] },
      { content: 'Acme Foundation.' },
    );
    const result = await client.callTool({
      name: 'ai_chat_completion',
      arguments: { message: 'Who?', organization_id: org.a, user_id: user.id, chat_data_source: 'database' },
    });
    expect(result.isError).toBeFalsy();
    expect(firstText(result).data.new_chats[1].content).toBe('Acme Foundation.');
    const tool = t.llm.requests.at(-1)?.messages.find((message) => message.role === 'tool');
    expect(JSON.parse(String(tool?.content))).toMatchObject({ code: 'TOOL_INPUT_INVALID' });
    await client.close();
  });

  it("answers a failing model with a coded error, not the model client's own message", async () => {
    const client = await connect(user.token);
    const result = await client.callTool({
      name: 'ai_chat_completion',
      arguments: {
        message: 'Nothing scripted',
        organization_id: org.a,
        user_id: user.id,
        chat_data_source: 'database',
      },
    });
    expect(result.isError).toBe(true);
    expect(firstText(result)).toEqual({
      status: 502,
      error: 'The assistant could not answer just now. Please try again.',
      data: null,
      code: 'ASSISTANT_UNAVAILABLE',
    });
    await client.close();
  });

  it('refuses an unauthenticated client with 401', async () => {
    await expect(connect()).rejects.toThrow(/401/);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(response.status).toBe(401);
  });
});
