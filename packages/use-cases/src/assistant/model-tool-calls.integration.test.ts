import { answerCutMarker } from '@grantflow/domain/chat/cap-answer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AssistantKit, createAssistantKit } from '../testing/assistant-kit.ts';
import { messageText, type RecordedRequest } from '../testing/fake-openai-server.ts';
import { codeOf, oneTimeGrant } from '../testing/fixtures.ts';
import { sendPrompt } from './send-prompt.ts';

// What the model does wrong comes back to it as a tool's coded answer, so it can correct itself; what it
// does too much of (calls, text) is capped. The model is the local chat-completions server, scripted.

let kit: AssistantKit;
beforeAll(async () => {
  kit = await createAssistantKit();
  await oneTimeGrant(kit.a, 'Riverside Literacy', {});
});
afterAll(() => kit?.close());
beforeEach(() => {
  kit.llm.requests.length = 0;
});

const ask = (message: string, dataSource: 'database' | 'documents' = 'database') => ({
  userId: kit.userA,
  organizationId: kit.orgA.id,
  message,
  chatId: null,
  applyFineTuning: false,
  dataSource,
});

function toolResults(request: RecordedRequest | undefined): Array<Record<string, unknown>> {
  return (request?.messages ?? []).filter((m) => m.role === 'tool').map((m) => JSON.parse(messageText(m)));
}

describe('tool calls the model gets wrong', () => {
  it('answers arguments that do not match the schema with a coded error, and the model corrects itself', async () => {
    kit.llm.script(
      { toolCalls: [{ name: 'query_database', arguments: { query: 'SELECT name FROM funders' } }] },
      { toolCalls: [{ name: 'query_database', arguments: { sql: 'SELECT name FROM funders' } }] },
      { content: 'Riverside Literacy Foundation.' },
    );
    const result = await sendPrompt(kit.withModel, ask('Who funds us?'));
    expect(result.entries[1]?.content).toBe('Riverside Literacy Foundation.');
    expect(toolResults(kit.llm.requests[1])).toEqual([
      expect.objectContaining({ code: 'TOOL_INPUT_INVALID', error: expect.stringContaining('schema') }),
    ]);
    expect(toolResults(kit.llm.requests[2]).at(-1)).toMatchObject({
      rows: [{ name: 'Riverside Literacy Foundation' }],
    });
  });

  it('answers arguments that are not JSON with a coded error for that very call', async () => {
    kit.llm.script(
      { toolCalls: [{ name: 'query_database', arguments: {}, rawArguments: '{"sql": SELECT 1}' }] },
      { content: 'Sorry, fixed.' },
    );
    const result = await sendPrompt(kit.withModel, ask('Count them'));
    expect(result.entries[1]?.content).toBe('Sorry, fixed.');
    const second = kit.llm.requests[1];
    const call = second?.messages.find((m) => m.role === 'assistant')?.tool_calls?.[0];
    const answer = second?.messages.find((m) => m.role === 'tool');
    expect(answer?.tool_call_id).toBe(call?.id);
    expect(toolResults(second)).toEqual([expect.objectContaining({ code: 'TOOL_INPUT_INVALID' })]);
  });

  it('answers a call to a tool that does not exist with a coded error', async () => {
    kit.llm.script({ toolCalls: [{ name: 'drop_everything', arguments: {} }] }, { content: 'ok' });
    await sendPrompt(kit.withModel, ask('Go'));
    expect(toolResults(kit.llm.requests[1])).toEqual([expect.objectContaining({ code: 'TOOL_UNKNOWN' })]);
  });

  it('fails the prompt with a coded error when the model itself cannot be reached, storing nothing', async () => {
    const before = await kit.sql('select count(*)::int as n from chat_entries');
    expect(await codeOf(sendPrompt(kit.withModel, ask('Nothing is scripted')))).toBe('ASSISTANT_UNAVAILABLE');
    expect(await kit.sql('select count(*)::int as n from chat_entries')).toEqual(before);
  });
});

describe('what one prompt may cost', () => {
  it('runs at most the configured number of tool calls per round and answers the rest with a coded refusal', async () => {
    const sql = 'SELECT count(*) AS n FROM funders';
    kit.llm.script(
      { toolCalls: Array.from({ length: 35 }, () => ({ name: 'query_database', arguments: { sql } })) },
      { content: 'One funder.' },
    );
    await sendPrompt({ ...kit.withModel, maxToolCallsPerRound: 3 }, ask('How many, 35 times?'));
    const results = toolResults(kit.llm.requests[1]);
    expect(results).toHaveLength(35);
    expect(results.filter((r) => 'rows' in r)).toHaveLength(3);
    expect(results.slice(3).every((r) => r.code === 'TOOL_CALL_LIMIT')).toBe(true);
    expect(results[3]).toMatchObject({ params: { limit: 3 } });
  });

  it('stores and streams at most the configured answer length, cut with a marker', async () => {
    kit.llm.script({ content: 'x'.repeat(5 * 1024 * 1024) });
    const tokens: string[] = [];
    const result = await sendPrompt(
      { ...kit.withModel, maxAnswerChars: 1000 },
      { ...ask('Write a lot'), onToken: (text) => tokens.push(text) },
    );
    const expected = 'x'.repeat(1000) + answerCutMarker(1000);
    expect(result.entries[1]?.content).toBe(expected);
    expect(tokens.join('')).toBe(expected);
    const [stored] = await kit.sql<{ n: number }>(
      'select max(length(content))::int as n from chat_entries where chat_id = $1',
      [result.chat.id],
    );
    expect(stored?.n).toBe(expected.length);
  });
});
