import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerToolCalls, callsOf, defineTool, toolDefinition } from './tool-calls.ts';

const echo = defineTool({
  name: 'echo',
  description: 'Echoes its text.',
  schema: z.object({ text: z.string() }),
  run: async ({ text }) => text,
});

const codes = async (raw: Parameters<typeof callsOf>[0], maxCalls?: number) =>
  (await answerToolCalls(callsOf(raw), [echo], maxCalls)).map((answer) => {
    const content = String(answer.content);
    return content.startsWith('{') ? (JSON.parse(content) as { code: string }).code : content;
  });

describe('tool calls', () => {
  it('declares the tool with its arguments as JSON Schema', () => {
    expect(toolDefinition(echo)).toEqual({
      type: 'function',
      function: {
        name: 'echo',
        description: 'Echoes its text.',
        parameters: expect.objectContaining({ type: 'object', required: ['text'] }),
      },
    });
  });

  it('runs a valid call and answers every other one with a coded error, each naming its call', async () => {
    const raw = [
      { id: 'a', name: 'echo', arguments: '{"text":"hi"}' },
      { id: 'b', name: 'echo', arguments: '{"text": hi}' },
      { id: 'c', name: 'echo', arguments: '{"words":"hi"}' },
      { id: '', name: 'drop', arguments: '' },
    ];
    expect(await codes(raw)).toEqual(['hi', 'TOOL_INPUT_INVALID', 'TOOL_INPUT_INVALID', 'TOOL_UNKNOWN']);
    const answers = await answerToolCalls(callsOf(raw), [echo]);
    expect(answers.map((answer) => answer.tool_call_id)).toEqual(['a', 'b', 'c', 'call_3']);
  });

  it('answers the calls over the round limit with TOOL_CALL_LIMIT', async () => {
    const raw = Array.from({ length: 3 }, (_, i) => ({
      id: `${i}`,
      name: 'echo',
      arguments: '{"text":"x"}',
    }));
    expect(await codes(raw, 2)).toEqual(['x', 'x', 'TOOL_CALL_LIMIT']);
  });
});
