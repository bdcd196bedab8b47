// The chat calls (docs/product.md, REST calls). Failures come back as the text the error bar shows (Messages and error codes).
import { i18n } from '../../../i18n/index.ts';
import { restErrorMessage, restRequest } from '../../../lib/rest-client.ts';
import { aiFailureText, aiPath, aiRequest } from './ai-request.ts';
import type { ChatDetail, ChatListItem, PromptBody, PromptResult } from './chat-types.ts';
import { streamPrompt } from './prompt-stream.ts';

export type Outcome<T> = { ok: true; data: T } | { ok: false; error: string };

export interface Caller {
  readonly userId: string;
  readonly organizationId: string;
}

export async function fetchChatList(caller: Caller, signal?: AbortSignal): Promise<Outcome<ChatListItem[]>> {
  const result = await aiRequest<ChatListItem[]>(
    aiPath('chat', 'list', caller.userId, caller.organizationId),
    {
      networkError: i18n.t('assistant.chat.error_fetching'),
      signal,
    },
  );
  if (!result.ok) return { ok: false, error: aiFailureText(result) };
  return { ok: true, data: Array.isArray(result.data) ? result.data : [] };
}

export async function fetchChat(
  caller: Caller,
  chatId: number,
  signal?: AbortSignal,
): Promise<Outcome<ChatDetail>> {
  const result = await aiRequest<ChatDetail>(
    aiPath('chat', 'specific', chatId, caller.userId, caller.organizationId),
    { networkError: i18n.t('assistant.chat.error_fetching'), signal },
  );
  if (!result.ok) return { ok: false, error: aiFailureText(result) };
  return { ok: true, data: { ...result.data, chats: result.data.chats ?? [] } };
}

/** The whole-answer call: the fallback when no stream comes back. */
export async function sendPrompt(body: PromptBody): Promise<Outcome<PromptResult>> {
  const result = await aiRequest<PromptResult>('/ai/chat/prompt', {
    body,
    networkError: (detail) => i18n.t('assistant.chat.error_sending', { status: detail }),
  });
  if (result.ok) return { ok: true, data: result.data };
  if (result.codes?.code === 'SERVICE_UNAVAILABLE') return { ok: false, error: aiFailureText(result) };
  // A body status of 500 shows its error text; a refused call shows 'Error sending prompt: {status text}' (docs/product.md, Messages and error codes).
  if (result.kind === 'server') return { ok: false, error: restErrorMessage(result) };
  if (result.kind === 'http') {
    return { ok: false, error: i18n.t('assistant.chat.error_sending', { status: result.statusText }) };
  }
  return { ok: false, error: result.error };
}

/**
 * Opens the stream through the REST client, so it carries exactly the headers every other call does (session,
 * organisation, error codes) however those change; the client gets a stand-in answer to read, the caller the
 * real response with its unread body.
 */
function openThroughRestClient(path: string, init: RequestInit): Promise<Response> {
  return new Promise((resolve, reject) => {
    void restRequest(
      path,
      { body: JSON.parse(String(init.body)), signal: init.signal ?? undefined },
      async (input, restInit) => {
        try {
          resolve(await fetch(input, { ...restInit, headers: { ...restInit.headers, ...init.headers } }));
        } catch (error) {
          reject(error);
        }
        return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
      },
    );
  });
}

/** Streams the answer when the service can; otherwise asks the whole-answer call. */
export async function askAssistant(
  body: PromptBody,
  onToken: (text: string) => void,
): Promise<Outcome<PromptResult>> {
  const outcome = await streamPrompt(body, { onToken, fetchImpl: openThroughRestClient });
  if (outcome.kind === 'done') return { ok: true, data: outcome.result };
  if (outcome.kind === 'error') return { ok: false, error: outcome.error };
  return sendPrompt(body);
}
