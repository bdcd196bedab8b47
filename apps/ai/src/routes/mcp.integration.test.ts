import { randomUUID } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiTestApp, startAiTestApp } from '../testing/ai-test-app.ts';

// /api/mcp through the SDK's own client over real HTTP, as the MCP Inspector drives it.

const PUBLIC_URL = 'https://grants.example.org/';
const TOOLS = [
  'ai_chat_completion',
  'get_funder',
  'list_deadlines',
  'search_documents',
  'search_opportunities',
];

let t: AiTestApp;
let url: URL;
const org = { a: 0, b: 0 };
let user = { id: 0, token: '' };
let funderId = 0;

beforeAll(async () => {
  t = await startAiTestApp({ PUBLIC_URL });
  org.a = await t.insert("insert into organizations (name, currency) values ($1, 'EUR')", ['Riverbend']);
  org.b = await t.insert('insert into organizations (name) values ($1)', ['Harbor']);
  user = await t.signIn('mcp-a@example.org', org.a);
  funderId = await t.insert(
    "insert into funders (organization_id, name, type, notes) values ($1, 'Acme Foundation', 'FOUNDATION', 'Met in May')",
    [org.a],
  );
  const grant = await t.insert('insert into grants (organization_id, funder_id) values ($1, $2)', [
    org.a,
    funderId,
  ]);
  await t.insert(
    `insert into applications (organization_id, grant_id, status, deadline, submission_date, amount_awarded_cents, receivement_date)
     values ($1, $2, 'AWARDED', current_date - 60, current_date - 50, 1250050, current_date - 10)`,
    [org.a, grant],
  );
  await t.insert(
    `insert into applications (organization_id, grant_id, status, deadline, amount_requested_cents)
     values ($1, $2, 'NOT_APPLY', current_date + 10, 500000)`,
    [org.a, grant],
  );
  await t.admin.query(
    "insert into folders (organization_id, funder_id, path, name) values ($1, $2, '/Proposals', 'Proposals')",
    [org.a, funderId],
  );
  const file = await t.insert(
    `insert into files (organization_id, funder_id, folder_path, name, storage_key, size_bytes, mime_type)
     values ($1, $2, '/Proposals', 'youth-arts.pdf', $3, 10, 'application/pdf')`,
    [org.a, funderId, `org/${org.a}/${randomUUID()}`],
  );
  await t.admin.query(
    `insert into document_chunks (organization_id, file_id, ordinal, context, content, language)
     values ($1, $2, 0, 'Acme Foundation youth-arts.pdf', 'Acme Foundation funds youth arts programmes in Riverbend.', 'english')`,
    [org.a, file],
  );
  await t.withModel.listen({ port: 0, host: '127.0.0.1' });
  const address = t.withModel.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  url = new URL(`http://127.0.0.1:${address.port}/api/mcp`);
});
afterAll(() => t?.close());

/** A connected client and every error its transport reported (the Inspector logs these). */
async function connect(token?: string): Promise<{ client: Client; errors: Error[] }> {
  const client = new Client({ name: 'grantflow-test', version: '1.0.0' });
  const errors: Error[] = [];
  client.onerror = (error) => errors.push(error);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers } }));
  return { client, errors };
}

type ToolResult = Awaited<ReturnType<Client['callTool']>>;

/** The envelope, checked to be the same in structuredContent and in the text block older clients read. */
function envelopeOf(result: ToolResult) {
  const content = result.content as Array<{ type: string; text: string }>;
  expect(content[0]?.type).toBe('text');
  const fromText = JSON.parse(content[0]?.text ?? 'null');
  expect(result.structuredContent).toEqual(fromText);
  return fromText;
}

const propertiesOf = (schema: unknown) =>
  ((schema as { properties?: Record<string, { description?: string }> }).properties ?? {}) as Record<
    string,
    { description?: string }
  >;

describe('/api/mcp', () => {
  it('serves the SDK client the way the Inspector uses it: GET, list, then every tool', async () => {
    const { client, errors } = await connect(user.token);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(TOOLS);
    for (const tool of tools) {
      expect(tool.description?.length, tool.name).toBeGreaterThan(60);
      expect(tool.outputSchema, tool.name).toBeDefined();
      expect(Object.keys(propertiesOf(tool.outputSchema))).toEqual(
        expect.arrayContaining(['status', 'error', 'data']),
      );
      expect(tool.inputSchema.required ?? [], tool.name).not.toContain('organization_id');
      expect(tool.inputSchema.required ?? [], tool.name).not.toContain('user_id');
      for (const [name, property] of Object.entries(propertiesOf(tool.inputSchema))) {
        expect(property.description, `${tool.name}.${name}`).toMatch(/\w+/);
      }
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(tool.name !== 'ai_chat_completion');
    }

    t.llm.script({ content: 'Acme Foundation funds youth arts [1].' });
    const answer = envelopeOf(
      await client.callTool({ name: 'ai_chat_completion', arguments: { message: 'Who funds youth arts?' } }),
    );
    expect(answer).toMatchObject({ status: 200, error: null, data: { title: 'Who funds youth arts?' } });
    const citation = answer.data.new_chats[1].files['1'];
    expect(citation.file_name).toBe('youth-arts.pdf');
    expect(citation.url).toMatch(/^https:\/\/grants\.example\.org\/files\/download\?/);

    const passages = envelopeOf(
      await client.callTool({ name: 'search_documents', arguments: { query: 'youth arts' } }),
    );
    expect(passages.data[0]).toMatchObject({ source: { kind: 'file', fileName: 'youth-arts.pdf' } });

    const deadlines = envelopeOf(await client.callTool({ name: 'list_deadlines', arguments: {} }));
    expect(deadlines.data.grantDeadlines).toEqual([
      expect.objectContaining({
        funder: { id: funderId, name: 'Acme Foundation' },
        amountRequested: { amount: 5000, currency: 'EUR' },
      }),
    ]);

    const funder = envelopeOf(
      await client.callTool({ name: 'get_funder', arguments: { funder_id: funderId } }),
    );
    expect(funder.data).toMatchObject({
      id: funderId,
      name: 'Acme Foundation',
      notes: 'Met in May',
      totalAwarded: { amount: 12500.5, currency: 'EUR' },
      lastAward: { amountAwarded: { amount: 12500.5, currency: 'EUR' } },
    });
    expect(JSON.stringify(funder)).not.toMatch(/Cents/);

    await client.close();
    expect(errors.map((error) => error.message)).toEqual([]);
  });

  it('answers GET and DELETE with 405 and Allow: POST (no stream, no sessions)', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${user.token}`, accept: 'text/event-stream' },
      });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(await response.json()).toMatchObject({ error: { data: { code: 'METHOD_NOT_ALLOWED' } } });
    }
  });

  it('still accepts the ids older clients send, and refuses a user id that is not the caller', async () => {
    const { client } = await connect(user.token);
    const named = await client.callTool({
      name: 'list_deadlines',
      arguments: { organization_id: org.a, days: 30 },
    });
    expect(envelopeOf(named)).toMatchObject({ status: 200 });
    const other = await client.callTool({
      name: 'ai_chat_completion',
      arguments: { message: 'Who?', organization_id: org.a, user_id: user.id + 1000 },
    });
    expect(other.isError).toBe(true);
    expect(envelopeOf(other)).toMatchObject({ status: 403, data: null, code: 'FORBIDDEN' });
    await client.close();
  });

  it("refuses another organisation's ids inside a tool call", async () => {
    const outsider = await t.signIn('mcp-b@example.org', org.b);
    const { client } = await connect(outsider.token);
    const result = await client.callTool({
      name: 'get_funder',
      arguments: { funder_id: funderId, organization_id: org.a },
    });
    expect(result.isError).toBe(true);
    expect(envelopeOf(result)).toMatchObject({ status: 404, data: null });
    const own = await client.callTool({ name: 'get_funder', arguments: { funder_id: funderId } });
    expect(envelopeOf(own)).toMatchObject({ status: 404, data: null });
    await client.close();
  });

  it('answers ai_chat_completion when the model first calls its tool with bad arguments', async () => {
    const { client } = await connect(user.token);
    t.llm.script(
      { toolCalls: [{ name: 'query_database', arguments: { statement: 'SELECT name FROM funders' } }] },
      { content: 'Acme Foundation.' },
    );
    const result = await client.callTool({
      name: 'ai_chat_completion',
      arguments: { message: 'Who?', organization_id: org.a, user_id: user.id, chat_data_source: 'database' },
    });
    expect(result.isError).toBeFalsy();
    expect(envelopeOf(result).data.new_chats[1].content).toBe('Acme Foundation.');
    const tool = t.llm.requests.at(-1)?.messages.find((message) => message.role === 'tool');
    expect(JSON.parse(String(tool?.content))).toMatchObject({ code: 'TOOL_INPUT_INVALID' });
    await client.close();
  });

  it("answers a failing model with a coded error, not the model client's own message", async () => {
    const { client } = await connect(user.token);
    const result = await client.callTool({
      name: 'ai_chat_completion',
      arguments: { message: 'Nothing scripted', chat_data_source: 'database' },
    });
    expect(result.isError).toBe(true);
    expect(envelopeOf(result)).toEqual({
      status: 502,
      error: 'The assistant could not answer just now. Please try again.',
      data: null,
      code: 'ASSISTANT_UNAVAILABLE',
    });
    await client.close();
  });

  it('refuses an unauthenticated client with 401 and a Bearer challenge', async () => {
    await expect(connect()).rejects.toThrow(/401/);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="grantflow"');
  });
});
