import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AssistantKit, createAssistantKit } from '../testing/assistant-kit.ts';
import { messageText, type RecordedRequest } from '../testing/fake-openai-server.ts';
import { codeOf, oneTimeGrant } from '../testing/fixtures.ts';
import { dataAnswerText } from './data-answer-text.ts';
import { saveFineTuningVersion } from './save-fine-tuning-version.ts';
import { sendPrompt } from './send-prompt.ts';

// The data source (SECURITY 13 and 14): a scripted model asks for SQL through the query tool; the SQL runs
// on organisation A's own SQLite copy only, and every attack comes back to the model as a refusal.

let kit: AssistantKit;
beforeAll(async () => {
  kit = await createAssistantKit();
  await oneTimeGrant(kit.a, 'Riverside Literacy', {
    notApply: false,
    status: 'AWARDED',
    amountAwarded: 7500,
  });
  await oneTimeGrant(kit.b, 'Secret Harbor', {});
});
afterAll(() => kit?.close());
beforeEach(() => {
  kit.llm.requests.length = 0;
});

const ask = (message: string, extra: { chatId?: number | null; apply?: boolean } = {}) => ({
  userId: kit.userA,
  organizationId: kit.orgA.id,
  message,
  chatId: extra.chatId ?? null,
  applyFineTuning: extra.apply ?? false,
  dataSource: 'database' as const,
});

/** The tool results the model was sent in a request, in call order, parsed. */
function toolResults(request: RecordedRequest | undefined): Array<Record<string, unknown>> {
  return (request?.messages ?? []).filter((m) => m.role === 'tool').map((m) => JSON.parse(messageText(m)));
}

describe('the data source', () => {
  it("answers without a model from the product's own reads, in the user's language, or says what it can answer", async () => {
    const result = await sendPrompt(kit.plain, ask('Write me a poem about our funders'));
    expect(result.entries.map((e) => [e.role, e.content])).toEqual([
      ['user', 'Write me a poem about our funders'],
      ['assistant', dataAnswerText('en').help],
    ]);
    const german = await sendPrompt(kit.plain, {
      ...ask('Wie ist die Erfolgsquote bei Riverside?'),
      language: 'de',
    });
    expect(german.entries[1]?.content).toMatch(/^So hat Riverside Literacy/);
    expect(german.entries[1]?.content).not.toMatch(/LLM_|variable/i);
    // Organisation B's funder is never found from A, even when named.
    const foreign = await sendPrompt(kit.plain, ask('What is the win rate with Secret Harbor?'));
    expect(foreign.entries[1]?.content).toBe(dataAnswerText('en').noFunderFound);
    expect(kit.llm.requests).toHaveLength(0);
  });

  it("answers a data question with SQL over the organisation's copy, streaming the answer", async () => {
    kit.llm.script(
      {
        toolCalls: [
          { name: 'query_database', arguments: { sql: 'SELECT name, type FROM funders ORDER BY name' } },
        ],
      },
      { content: 'Your funder is Riverside Literacy Foundation.' },
    );
    const tokens: string[] = [];
    const result = await sendPrompt(kit.withModel, {
      ...ask('Who are our funders?'),
      onToken: (t) => tokens.push(t),
    });
    expect(tokens.join('')).toBe('Your funder is Riverside Literacy Foundation.');
    expect(tokens.length).toBeGreaterThan(1);
    expect(result.entries[1]).toMatchObject({
      role: 'assistant',
      content: 'Your funder is Riverside Literacy Foundation.',
      dataSource: 'database',
    });
    const [first, second] = kit.llm.requests;
    expect(first?.tools?.map((t) => t.function.name)).toEqual(['query_database']);
    expect(messageText(first?.messages[0] ?? { role: 'system', content: '' })).toContain(
      'CREATE TABLE funders',
    );
    expect(toolResults(second)).toEqual([
      {
        columns: ['name', 'type'],
        rows: [{ name: 'Riverside Literacy Foundation', type: 'foundation' }],
        truncated: false,
      },
    ]);
    // Organisation B's rows are not in A's copy at all.
    expect(JSON.stringify(kit.llm.requests)).not.toContain('Secret Harbor');
  });

  it('refuses or contains every attack the model writes (SECURITY 13)', async () => {
    const attacks = [
      "UPDATE funders SET name = 'pwned'",
      'SELECT 1; DELETE FROM applications',
      "ATTACH DATABASE '/tmp/gf-attack.sqlite' AS x",
      "COPY funders TO '/tmp/gf-attack.csv'",
      "SELECT load_extension('/tmp/evil.so')",
      "SELECT readfile('/etc/passwd')",
      'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c',
      'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000000) SELECT x FROM c',
    ];
    kit.llm.script(
      { toolCalls: attacks.map((sql) => ({ name: 'query_database', arguments: { sql } })) },
      {
        toolCalls: [
          {
            name: 'query_database',
            arguments: { sql: 'SELECT count(*) AS n, max(name) AS name FROM funders' },
          },
        ],
      },
      { content: 'Done.' },
    );
    await sendPrompt({ ...kit.withModel, maxToolCallsPerRound: attacks.length }, ask('Try everything'));
    const results = toolResults(kit.llm.requests[1]);
    // readfile exists only in SQLite's shell: this build does not know the function at all.
    expect(results.slice(0, 6).map((r) => r.refusal)).toEqual([
      'NOT_READ_ONLY',
      'NOT_READ_ONLY',
      'NOT_READ_ONLY',
      'NOT_READ_ONLY',
      'NOT_READ_ONLY',
      'SQL_ERROR',
    ]);
    expect(results[6]).toMatchObject({ refusal: 'TIMEOUT' });
    expect(results[7]).toMatchObject({ truncated: true });
    expect(results[7]?.rows).toHaveLength(200);
    // Nothing was changed: the copy still holds the one funder under its name.
    expect(toolResults(kit.llm.requests[2]).at(-1)).toMatchObject({
      rows: [{ n: 1, name: 'Riverside Literacy Foundation' }],
    });
  });

  it("puts the active database version's rules in the prompt only when fine-tuning is applied", async () => {
    await saveFineTuningVersion(kit.a, {
      organizationId: kit.orgA.id,
      actor: { userId: kit.userA, role: 'ADMIN' },
      kind: 'database',
      fields: {
        version: 'db-v1',
        authoredMonthDate: null,
        databaseSchemaInstructions: 'RULE-SCHEMA-42',
        queryOptimizationRules: '',
        responseFormattingRules: 'RULE-FORMAT-42',
        securityConstraints: '',
        remarks: 'active',
      },
    });
    kit.llm.script({ content: 'a' }, { content: 'b' });
    await sendPrompt(kit.withModel, ask('q1', { apply: true }));
    await sendPrompt(kit.withModel, ask('q2', { apply: false }));
    const system = kit.llm.requests.map((r) => messageText(r.messages[0] ?? { role: 'system', content: '' }));
    expect(system[0]).toContain('RULE-SCHEMA-42');
    expect(system[0]).toContain('RULE-FORMAT-42');
    expect(system[1]).not.toContain('RULE-SCHEMA-42');
  });

  it("refuses a prompt on another organisation's or another user's chat and stores nothing", async () => {
    kit.llm.script({ content: 'x' });
    const chat = (await sendPrompt(kit.withModel, ask('Mine'))).chat;
    const before = await kit.sql('select count(*)::int as n from chat_entries');
    const asB = { ...ask('Let me in', { chatId: chat.id }), userId: kit.userB, organizationId: kit.orgB.id };
    expect(await codeOf(sendPrompt(kit.withModel, asB))).toBe('CHAT_NOT_FOUND');
    const [otherUser] = await kit.sql<{ id: number }>(
      `insert into users (email, role, authorized, organization_id, verified_at)
       values ('assistant-a2@example.org', 'USER', true, $1, now()) returning id`,
      [kit.orgA.id],
    );
    expect(
      await codeOf(
        sendPrompt(kit.withModel, { ...ask('Me too', { chatId: chat.id }), userId: otherUser?.id ?? 0 }),
      ),
    ).toBe('CHAT_NOT_FOUND');
    expect(await kit.sql('select count(*)::int as n from chat_entries')).toEqual(before);
  });
});
