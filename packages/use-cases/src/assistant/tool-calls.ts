import type { ChatCompletionTool, ChatCompletionToolMessageParam } from 'openai/resources/chat/completions';
import { z } from 'zod';

// The model's tool calls of one round, each answered by a tool message. A call that cannot run (bad
// arguments, an unknown tool, one over the round's cap) is answered too, with a coded error the model can
// act on: a provider refuses the next request when any call of the round is left without an answer, and a
// thrown error would fail the user's whole prompt for a mistake the model can correct.

export const DEFAULT_MAX_TOOL_CALLS_PER_ROUND = 5;

export type ToolErrorCode = 'TOOL_INPUT_INVALID' | 'TOOL_UNKNOWN' | 'TOOL_CALL_LIMIT' | 'TOOL_FAILED';

/** A tool the model may call: its arguments are checked against `schema` before it runs. */
export interface AssistantTool {
  readonly name: string;
  readonly description: string;
  readonly schema: z.ZodType;
  run(args: unknown): Promise<string>;
}

/** A tool whose `run` receives the arguments its schema parsed. */
export function defineTool<Schema extends z.ZodType>(spec: {
  name: string;
  description: string;
  schema: Schema;
  run: (args: z.output<Schema>) => Promise<string>;
}): AssistantTool {
  return { ...spec, run: (args) => spec.run(args as z.output<Schema>) };
}

/** The tool as chat completions declare it (its arguments as JSON Schema). */
export function toolDefinition(tool: AssistantTool): ChatCompletionTool {
  const { $schema: _, ...parameters } = z.toJSONSchema(tool.schema) as Record<string, unknown>;
  return { type: 'function', function: { name: tool.name, description: tool.description, parameters } };
}

/** A call as the reply streamed it; `args` is undefined when its arguments are not JSON. */
export interface ToolCall {
  id: string;
  name: string;
  args: unknown;
  /** Why the arguments could not be read, when they could not. */
  unparsed?: string;
}

/** A tool's answer that reports an error, as JSON (the query tool's own refusals have the same shape). */
export function toolError(code: ToolErrorCode, error: string, params: Record<string, unknown> = {}): string {
  return JSON.stringify({ code, error, ...(Object.keys(params).length > 0 ? { params } : {}) });
}

/** The calls of a reply from their streamed pieces. An empty id is replaced: every answer names its call. */
export function callsOf(raw: ReadonlyArray<{ id: string; name: string; arguments: string }>): ToolCall[] {
  return raw.map((call, index) => {
    const id = call.id || `call_${index}`;
    if (call.arguments.trim() === '') return { id, name: call.name, args: {} };
    try {
      return { id, name: call.name, args: JSON.parse(call.arguments) as unknown };
    } catch (error) {
      return { id, name: call.name, args: undefined, unparsed: (error as Error).message };
    }
  });
}

async function answerOne(call: ToolCall, tools: readonly AssistantTool[]): Promise<string> {
  if (call.unparsed !== undefined)
    return toolError('TOOL_INPUT_INVALID', `The arguments are not valid JSON: ${call.unparsed}`);
  const tool = tools.find((candidate) => candidate.name === call.name);
  if (!tool) return toolError('TOOL_UNKNOWN', `There is no tool named ${call.name}.`);
  const parsed = tool.schema.safeParse(call.args);
  if (!parsed.success)
    return toolError(
      'TOOL_INPUT_INVALID',
      `The arguments do not match the tool's schema: ${z.prettifyError(parsed.error)}`,
    );
  try {
    return String(await tool.run(parsed.data));
  } catch {
    return toolError('TOOL_FAILED', 'The tool failed; try another way.');
  }
}

/** One tool message per call, in call order; only the first `maxCalls` run. */
export async function answerToolCalls(
  calls: readonly ToolCall[],
  tools: readonly AssistantTool[],
  maxCalls: number = DEFAULT_MAX_TOOL_CALLS_PER_ROUND,
): Promise<ChatCompletionToolMessageParam[]> {
  const answers: ChatCompletionToolMessageParam[] = [];
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
    answers.push({ role: 'tool', content, tool_call_id: call.id });
  }
  return answers;
}
