import { capAnswer } from '@grantflow/domain/chat/cap-answer';
import { DomainError, isDomainError } from '@grantflow/domain/shared/errors';
import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import type { ChatModel } from './language-model.ts';
import { type AssistantTool, answerToolCalls, callsOf, type ToolCall, toolDefinition } from './tool-calls.ts';

/** Receives the answer's text as the model writes it (the SSE route forwards it; others ignore it). */
export type TokenSink = (text: string) => void;

export interface RunModelOptions {
  model: ChatModel;
  messages: ChatCompletionMessageParam[];
  tools?: AssistantTool[];
  onToken?: TokenSink | undefined;
  /** Tool rounds before the model must answer; bounds a model that keeps calling tools. */
  maxToolRounds?: number | undefined;
  /** Tool calls run per round (the rest are answered with a coded refusal). */
  maxToolCallsPerRound?: number | undefined;
  /** The answer's length in characters: the stream is left at the limit and the text cut with a marker. */
  maxAnswerChars?: number | undefined;
  /** The request's: aborting it (the client went away) stops the model. */
  signal?: AbortSignal | undefined;
}

export const DEFAULT_MAX_ANSWER_CHARS = 20_000;

/** One streamed reply: its text (at most `maxChars`, the stream is left there) and the calls it made. */
async function streamReply(
  model: ChatModel,
  messages: ChatCompletionMessageParam[],
  tools: ChatCompletionTool[],
  maxChars: number,
  onToken: TokenSink | undefined,
  signal: AbortSignal | undefined,
): Promise<{ text: string; cut: boolean; calls: ToolCall[] }> {
  const stream = model.streamReply({ messages, tools, signal });
  // A call's id and name come in its first piece, its arguments in pieces after it, all under one index.
  const raw: Array<{ id: string; name: string; arguments: string }> = [];
  let text = '';
  for await (const delta of stream) {
    const piece = delta?.content ?? '';
    if (piece) {
      const room = maxChars - text.length;
      if (piece.length > room) {
        const capped = capAnswer(text + piece, maxChars).text;
        onToken?.(capped.slice(text.length));
        // Leaving the loop stops the model: the provider stops writing (and billing) the rest.
        return { text: capped, cut: true, calls: [] };
      }
      text += piece;
      onToken?.(piece);
    }
    for (const call of delta?.tool_calls ?? []) {
      raw[call.index] ??= { id: '', name: '', arguments: '' };
      const slot = raw[call.index] as { id: string; name: string; arguments: string };
      if (call.id) slot.id = call.id;
      if (call.function?.name && !slot.name) slot.name = call.function.name;
      slot.arguments += call.function?.arguments ?? '';
    }
  }
  return { text, cut: false, calls: callsOf(raw.filter(Boolean)) };
}

/**
 * Streams the model's answer, running the tool calls it makes (each call answered by a tool message, its
 * errors included, so the model can correct itself) until it answers in text. Returns the final text.
 */
export async function runModel(options: RunModelOptions): Promise<string> {
  const tools = options.tools ?? [];
  const definitions = tools.map(toolDefinition);
  const messages = [...options.messages];
  const maxRounds = options.maxToolRounds ?? 5;
  const maxChars = options.maxAnswerChars ?? DEFAULT_MAX_ANSWER_CHARS;
  for (let round = 0; ; round++) {
    const { text, calls } = await streamReply(
      options.model,
      messages,
      definitions,
      maxChars,
      options.onToken,
      options.signal,
    ).catch((error: unknown) => {
      if (isDomainError(error)) throw error;
      // The provider's own text (a status, a quota message, sometimes a key) is for the log, not the user.
      throw new DomainError('ASSISTANT_UNAVAILABLE', undefined, { cause: error });
    });
    if (calls.length === 0) return text;
    if (round >= maxRounds)
      return text || 'I could not finish this answer within the allowed number of queries.';
    // The reply as the provider must see it again: every call it made, each with the id its answer names.
    messages.push({
      role: 'assistant',
      content: text,
      tool_calls: calls.map((call) => ({
        id: call.id,
        type: 'function',
        function: { name: call.name, arguments: JSON.stringify(call.args ?? {}) },
      })),
    });
    messages.push(...(await answerToolCalls(calls, tools, options.maxToolCallsPerRound)));
  }
}
