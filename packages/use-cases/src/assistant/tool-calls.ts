import type { AIMessageChunk } from '@langchain/core/messages';
import { ToolMessage } from '@langchain/core/messages';
import type { ToolCall } from '@langchain/core/messages/tool';
import { type StructuredToolInterface, ToolInputParsingException } from '@langchain/core/tools';

// The model's tool calls of one round, each answered by a tool message. A call that cannot run (bad
// arguments, an unknown tool, one over the round's cap) is answered too, with a coded error the model can
// act on: a provider refuses the next request when any call of the round is left without an answer, and a
// thrown error would fail the user's whole prompt for a mistake the model can correct.

export const DEFAULT_MAX_TOOL_CALLS_PER_ROUND = 5;

export type ToolErrorCode = 'TOOL_INPUT_INVALID' | 'TOOL_UNKNOWN' | 'TOOL_CALL_LIMIT' | 'TOOL_FAILED';

/** A tool's answer that reports an error, as JSON (the query tool's own refusals have the same shape). */
export function toolError(code: ToolErrorCode, error: string, params: Record<string, unknown> = {}): string {
  return JSON.stringify({ code, error, ...(Object.keys(params).length > 0 ? { params } : {}) });
}

/**
 * The calls of a streamed reply, the unparseable ones included (LangChain keeps those apart, with their
 * arguments as raw text). An empty id is replaced: every answer names the call it answers.
 */
export function callsOf(message: AIMessageChunk): Array<ToolCall & { unparsed?: string }> {
  const valid = (message.tool_calls ?? []).map((call) => ({ ...call }));
  const invalid = (message.invalid_tool_calls ?? []).map((call) => ({
    id: call.id,
    name: call.name ?? '',
    args: {},
    type: 'tool_call' as const,
    unparsed: call.error ?? 'The arguments are not valid JSON.',
  }));
  return [...valid, ...invalid].map((call, index) => ({ ...call, id: call.id || `call_${index}` }));
}

async function answerOne(
  call: ToolCall & { unparsed?: string },
  tools: readonly StructuredToolInterface[],
): Promise<string> {
  if (call.unparsed !== undefined)
    return toolError('TOOL_INPUT_INVALID', `The arguments are not valid JSON: ${call.unparsed}`);
  const tool = tools.find((candidate) => candidate.name === call.name);
  if (!tool) return toolError('TOOL_UNKNOWN', `There is no tool named ${call.name}.`);
  try {
    return String(await tool.invoke(call.args));
  } catch (error) {
    if (error instanceof ToolInputParsingException)
      return toolError(
        'TOOL_INPUT_INVALID',
        `The arguments do not match the tool's schema: ${error.message}`,
      );
    return toolError('TOOL_FAILED', 'The tool failed; try another way.');
  }
}

/** One tool message per call, in call order; only the first `maxCalls` run. */
export async function answerToolCalls(
  calls: ReadonlyArray<ToolCall & { unparsed?: string }>,
  tools: readonly StructuredToolInterface[],
  maxCalls: number = DEFAULT_MAX_TOOL_CALLS_PER_ROUND,
): Promise<ToolMessage[]> {
  const answers: ToolMessage[] = [];
  for (const [index, call] of calls.entries()) {
    const content =
      index < maxCalls
        ? await answerOne(call, tools)
        : toolError(
            'TOOL_CALL_LIMIT',
            `At most ${maxCalls} tool calls run per reply; ask again for the rest.`,
            {
              limit: maxCalls,
            },
          );
    answers.push(new ToolMessage({ content, tool_call_id: call.id ?? '', name: call.name }));
  }
  return answers;
}
