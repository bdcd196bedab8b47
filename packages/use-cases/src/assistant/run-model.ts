import { capAnswer } from '@grantflow/domain/chat/cap-answer';
import { DomainError, isDomainError } from '@grantflow/domain/shared/errors';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { AIMessage, type AIMessageChunk, type BaseMessage } from '@langchain/core/messages';
import type { StructuredToolInterface } from '@langchain/core/tools';
import { answerToolCalls, callsOf } from './tool-calls.ts';

/** Receives the answer's text as the model writes it (the SSE route forwards it; others ignore it). */
export type TokenSink = (text: string) => void;

export interface RunModelOptions {
  model: BaseChatModel;
  messages: BaseMessage[];
  tools?: StructuredToolInterface[];
  onToken?: TokenSink | undefined;
  /** Tool rounds before the model must answer; bounds a model that keeps calling tools. */
  maxToolRounds?: number | undefined;
  /** Tool calls run per round (the rest are answered with a coded refusal). */
  maxToolCallsPerRound?: number | undefined;
  /** The answer's length in characters: the stream is left at the limit and the text cut with a marker. */
  maxAnswerChars?: number | undefined;
}

export const DEFAULT_MAX_ANSWER_CHARS = 20_000;

function textOf(chunk: AIMessageChunk): string {
  return typeof chunk.content === 'string'
    ? chunk.content
    : chunk.content
        .map((part) => ('text' in part && typeof part.text === 'string' ? part.text : ''))
        .join('');
}

/** One streamed reply: its text (at most `maxChars`, the stream is left there) and the whole message. */
async function streamReply(
  runnable: Pick<BaseChatModel, 'stream'>,
  messages: BaseMessage[],
  maxChars: number,
  onToken: TokenSink | undefined,
): Promise<{ text: string; cut: boolean; message: AIMessageChunk | undefined }> {
  let message: AIMessageChunk | undefined;
  let text = '';
  for await (const chunk of await runnable.stream(messages)) {
    const piece = textOf(chunk);
    if (piece) {
      const room = maxChars - text.length;
      if (piece.length > room) {
        const capped = capAnswer(text + piece, maxChars).text;
        onToken?.(capped.slice(text.length));
        // Leaving the loop closes the stream: the provider stops writing (and billing) the rest.
        return { text: capped, cut: true, message };
      }
      text += piece;
      onToken?.(piece);
    }
    message = message ? message.concat(chunk) : chunk;
  }
  return { text, cut: false, message };
}

/**
 * Streams the model's answer, running the tool calls it makes (each call answered by a tool message, its
 * errors included, so the model can correct itself) until it answers in text. Returns the final text.
 */
export async function runModel(options: RunModelOptions): Promise<string> {
  const tools = options.tools ?? [];
  if (tools.length > 0 && !options.model.bindTools) throw new Error('The language model cannot call tools');
  const runnable =
    tools.length > 0 && options.model.bindTools ? options.model.bindTools(tools) : options.model;
  const messages = [...options.messages];
  const maxRounds = options.maxToolRounds ?? 5;
  const maxChars = options.maxAnswerChars ?? DEFAULT_MAX_ANSWER_CHARS;
  for (let round = 0; ; round++) {
    const { text, cut, message } = await streamReply(runnable, messages, maxChars, options.onToken).catch(
      (error: unknown) => {
        if (isDomainError(error)) throw error;
        // The provider's own text (a status, a quota message, sometimes a key) is for the log, not the user.
        throw new DomainError('ASSISTANT_UNAVAILABLE', undefined, { cause: error });
      },
    );
    const calls = message && !cut ? callsOf(message) : [];
    if (calls.length === 0) return text;
    if (round >= maxRounds)
      return text || 'I could not finish this answer within the allowed number of queries.';
    // The reply as the provider must see it again: every call it made, each with the id its answer names.
    messages.push(
      new AIMessage({ content: text, tool_calls: calls.map(({ unparsed: _, ...call }) => call) }),
    );
    messages.push(...(await answerToolCalls(calls, tools, options.maxToolCallsPerRound)));
  }
}
