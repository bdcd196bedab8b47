// POST /ai/chat/prompt/stream: tokens as they are written, then the same data as /ai/chat/prompt.

import type { PromptAnswer } from '@grantflow/validation/assistant-wire';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { type FetchLike, httpFetch } from '../../../lib/http.ts';
import type { PromptBody } from './chat-types.ts';

export type StreamOutcome =
  | { readonly kind: 'done'; readonly result: PromptAnswer }
  /** The server answered the stream with an `error` event (or broke off mid-answer). */
  | { readonly kind: 'error'; readonly error: string }
  /**
   * No stream came back (network failure, refusal, not an event stream): nothing was streamed, so the
   * caller asks the whole-answer call instead, which reports a refusal the usual way (docs/product.md, Messages and error codes).
   */
  | { readonly kind: 'unavailable' };

export interface StreamOptions {
  readonly onToken: (text: string) => void;
  readonly signal?: AbortSignal;
  /** Stands in for the browser's fetch (tests); the app's fetch wrapper adds the session's headers either way. */
  readonly fetchImpl?: FetchLike;
}

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isPromptAnswer(value: unknown): value is PromptAnswer {
  return isObject(value) && Array.isArray(value.new_chats) && value.azure_chat_history_id != null;
}

export async function streamPrompt(body: PromptBody, options: StreamOptions): Promise<StreamOutcome> {
  let response: Response;
  try {
    response = await httpFetch(
      '/ai/chat/prompt/stream',
      { body, answer: 'stream', signal: options.signal },
      options.fetchImpl,
    );
  } catch {
    return { kind: 'unavailable' };
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !response.body || !type.includes('text/event-stream')) {
    await response.body?.cancel().catch(() => undefined);
    return { kind: 'unavailable' };
  }

  // EventSource cannot POST: the body is read as an event stream by eventsource-parser instead.
  const reader = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  try {
    for (;;) {
      const { value: event, done } = await reader.read();
      if (done) break;
      const data = parseJson(event.data);
      if (event.event === 'token' && isObject(data) && typeof data.text === 'string') {
        options.onToken(data.text);
      } else if (event.event === 'done' && isPromptAnswer(data)) {
        await reader.cancel().catch(() => undefined);
        return { kind: 'done', result: data };
      } else if (event.event === 'error') {
        const error = isObject(data) && typeof data.error === 'string' ? data.error : event.data;
        await reader.cancel().catch(() => undefined);
        return { kind: 'error', error };
      }
    }
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return { kind: 'error', error: error instanceof Error ? error.message : String(error) };
  }
  // The stream closed without its `done` event: the answer was cut off.
  return { kind: 'error', error: response.statusText || 'stream ended early' };
}
