import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiTestApp, startAiTestApp } from '../testing/ai-test-app.ts';

let t: AiTestApp;
const org = { a: 0, b: 0 };
const user = { a: { id: 0, token: '' }, b: { id: 0, token: '' } };

beforeAll(async () => {
  t = await startAiTestApp();
  org.a = await t.insert('insert into organizations (name) values ($1)', ['Riverbend']);
  org.b = await t.insert('insert into organizations (name) values ($1)', ['Harbor']);
  user.a = await t.signIn('chat-a@example.org', org.a);
  user.b = await t.signIn('chat-b@example.org', org.b);
  await t.insert(
    "insert into funders (organization_id, name, type) values ($1, 'Acme Foundation', 'FOUNDATION')",
    [org.a],
  );
});
afterAll(() => t?.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const promptBody = (message: string, chatId: number | null = null, source = 'database') => ({
  message,
  organization_id: org.a,
  user_id: user.a.id,
  azure_chat_history_id: chatId,
  apply_fine_tunning: false,
  chat_data_source: source,
});

describe('chat routes', () => {
  it('creates a chat with the first prompt (title rule, azure_chat_history_id, new_chats) and continues it', async () => {
    const long = `${'How much did Acme give us '.repeat(6)}?`;
    const first = await t.plain.inject({
      method: 'POST',
      url: '/ai/chat/prompt',
      headers: auth(user.a.token),
      payload: promptBody(long),
    });
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(first.json()).toMatchObject({ status: 200, error: null });
    expect(data.title).toBe(`${long.trim().slice(0, 100)}...`);
    expect(data.azure_chat_history_id).toEqual(expect.any(Number));
    expect(data.remarks).toEqual({ next_identity_no: 3, last_updated: expect.any(String) });
    expect(
      data.new_chats.map((c: { identity: number; role: string; chat_data_source: string }) => [
        c.identity,
        c.role,
        c.chat_data_source,
      ]),
    ).toEqual([
      [1, 'user', 'database'],
      [2, 'assistant', 'database'],
    ]);
    expect(data.new_chats[1].content).toContain('How Acme Foundation has answered your applications');
    expect(data.new_chats[0]).toMatchObject({
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      files: {},
    });

    const second = await t.plain.inject({
      method: 'POST',
      url: '/ai/chat/prompt',
      headers: auth(user.a.token),
      payload: promptBody('And last year?', data.azure_chat_history_id),
    });
    expect(second.json().data.new_chats.map((c: { identity: number }) => c.identity)).toEqual([3, 4]);
    expect(second.json().data.title).toBe(data.title);

    const list = await t.plain.inject({
      url: `/ai/chat/list/${user.a.id}/${org.a}`,
      headers: auth(user.a.token),
    });
    expect(list.json()).toMatchObject({
      status: 200,
      error: null,
      data: [
        { id: data.azure_chat_history_id, user_id: user.a.id, organization_id: org.a, title: data.title },
      ],
    });

    const specific = await t.plain.inject({
      url: `/ai/chat/specific/${data.azure_chat_history_id}/${user.a.id}/${org.a}`,
      headers: auth(user.a.token),
    });
    expect(specific.json().data.chats.map((c: { identity: number }) => c.identity)).toEqual([1, 2, 3, 4]);
  });

  it('answers in the language the prompt names, and refuses one the product does not speak', async () => {
    const german = await t.plain.inject({
      method: 'POST',
      url: '/ai/chat/prompt',
      headers: auth(user.a.token),
      payload: { ...promptBody('Wie viel hat Acme gegeben?'), language: 'de' },
    });
    expect(german.json().data.new_chats[1].content).toContain('So hat Acme Foundation');
    const unknown = await t.plain.inject({
      method: 'POST',
      url: '/ai/chat/prompt',
      headers: auth(user.a.token),
      payload: { ...promptBody('Combien?'), language: 'fr' },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('says whether a language model is configured, to a signed-in caller only', async () => {
    const plain = await t.plain.inject({
      method: 'GET',
      url: '/ai/capabilities',
      headers: auth(user.a.token),
    });
    expect(plain.json()).toMatchObject({ status: 200, data: { language_model: false, embeddings: false } });
    const withModel = await t.withModel.inject({
      method: 'GET',
      url: '/ai/capabilities',
      headers: auth(user.a.token),
    });
    expect(withModel.json().data).toMatchObject({ language_model: true });
    const anonymous = await t.plain.inject({ method: 'GET', url: '/ai/capabilities' });
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses another organisation's chat, organisation and user ids without data", async () => {
    const [chat] = (
      await t.admin.query<{ id: number }>('select id from chats where organization_id = $1', [org.a])
    ).rows;
    const asB = auth(user.b.token);
    const answers = await Promise.all([
      t.plain.inject({ url: `/ai/chat/specific/${chat?.id}/${user.b.id}/${org.b}`, headers: asB }),
      t.plain.inject({ url: `/ai/chat/list/${user.a.id}/${org.a}`, headers: asB }),
      t.plain.inject({ url: `/ai/chat/list/${user.b.id}/${org.a}`, headers: asB }),
      t.plain.inject({
        method: 'POST',
        url: '/ai/chat/prompt',
        headers: asB,
        payload: { ...promptBody('hi', chat?.id ?? 0), organization_id: org.b, user_id: user.b.id },
      }),
      t.plain.inject({ url: `/ai/chat/list/${user.a.id}/${org.a}` }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([404, 403, 404, 404, 401]);
    for (const answer of answers) expect(answer.json().data).toBeNull();
  });

  it('streams the answer as server-sent events: tokens, then done with the prompt data', async () => {
    t.llm.script(
      { toolCalls: [{ name: 'query_database', arguments: { sql: 'SELECT name FROM funders' } }] },
      { content: 'Acme Foundation is your only funder.' },
    );
    const response = await t.withModel.inject({
      method: 'POST',
      url: '/ai/chat/prompt/stream',
      headers: auth(user.a.token),
      payload: promptBody('Who funds us?'),
    });
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = response.body
      .trim()
      .split('\n\n')
      .map((block) => {
        const [event, data] = block.split('\n');
        return {
          event: event?.slice('event: '.length),
          data: JSON.parse(data?.slice('data: '.length) ?? 'null'),
        };
      });
    const tokens = events.filter((e) => e.event === 'token').map((e) => e.data.text);
    expect(tokens.length).toBeGreaterThan(1);
    expect(tokens.join('')).toBe('Acme Foundation is your only funder.');
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    expect(done?.data.new_chats[1]).toMatchObject({
      role: 'assistant',
      content: 'Acme Foundation is your only funder.',
    });
    expect(done?.data.azure_chat_history_id).toEqual(expect.any(Number));
  });

  it('reports a failing model as an error event and stores nothing', async () => {
    const before = (await t.admin.query('select count(*)::int as n from chat_entries')).rows[0];
    const response = await t.withModel.inject({
      method: 'POST',
      url: '/ai/chat/prompt/stream',
      headers: auth(user.a.token),
      payload: promptBody('Nothing is scripted for this one'),
    });
    expect(response.body).toMatch(
      /^event: error\ndata: \{"error":"[^"]+","code":"ASSISTANT_UNAVAILABLE"\}\n\n$/m,
    );
    expect((await t.admin.query('select count(*)::int as n from chat_entries')).rows[0]).toEqual(before);
  });

  it('answers a failing model with a coded 502, not a 500, and stores nothing', async () => {
    const before = (await t.admin.query('select count(*)::int as n from chat_entries')).rows[0];
    const response = await t.withModel.inject({
      method: 'POST',
      url: '/ai/chat/prompt',
      headers: { ...auth(user.a.token), 'grantflow-error-codes': '1' },
      payload: promptBody('Nothing is scripted for this one either'),
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ status: 502, code: 'ASSISTANT_UNAVAILABLE', data: null });
    expect((await t.admin.query('select count(*)::int as n from chat_entries')).rows[0]).toEqual(before);
  });

  it('answers a prompt whose model called a tool with bad arguments: the error went back to the model', async () => {
    t.llm.script(
      { toolCalls: [{ name: 'query_database', arguments: { sql: 42 } }] },
      { toolCalls: [{ name: 'query_database', arguments: {}, rawArguments: 'SELECT name FROM funders' }] },
      { content: 'Acme Foundation, after two tries.' },
    );
    const response = await t.withModel.inject({
      method: 'POST',
      url: '/ai/chat/prompt',
      headers: auth(user.a.token),
      payload: promptBody('Who funds us, clumsily?'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.new_chats[1].content).toBe('Acme Foundation, after two tries.');
    const tools = t.llm.requests.at(-1)?.messages.filter((message) => message.role === 'tool') ?? [];
    expect(tools.map((message) => JSON.parse(String(message.content)).code)).toEqual([
      'TOOL_INPUT_INVALID',
      'TOOL_INPUT_INVALID',
    ]);
  });
});

describe('Merged Data View routes', () => {
  it("lists the organisation copy's tables and rows", async () => {
    const tables = await t.plain.inject({ url: `/ai/database/${org.a}/tables`, headers: auth(user.a.token) });
    expect(tables.json().status).toBe(200);
    expect(tables.json().data.tables.map((x: { name: string }) => x.name)).toContain('funders');
    const rows = await t.plain.inject({
      url: `/ai/database/${org.a}/tables/funders/data?limit=5`,
      headers: auth(user.a.token),
    });
    expect(rows.json().data.data).toEqual([
      expect.objectContaining({ name: 'Acme Foundation', type: 'foundation' }),
    ]);
    const unknown = await t.plain.inject({
      url: `/ai/database/${org.a}/tables/sqlite_master/data`,
      headers: auth(user.a.token),
    });
    expect(unknown.statusCode).toBe(400); // not one of the copy's tables: bad input
    const foreign = await t.plain.inject({
      url: `/ai/database/${org.a}/tables`,
      headers: auth(user.b.token),
    });
    expect(foreign.statusCode).toBe(404);
  });
});
