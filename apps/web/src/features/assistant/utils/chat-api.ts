// The chat calls (docs/product.md, REST calls). Failures come back as the text the error bar shows (Messages and error codes).

import type { ChatDetail, ChatSummary, PromptAnswer } from '@grantflow/validation/assistant-wire';
import { i18n } from '../../../i18n/index.ts';
import { restErrorMessage } from '../../../lib/rest-client.ts';
import { aiFailureText, aiPath, aiRequest } from './ai-request.ts';
import type { PromptBody } from './chat-types.ts';
import { streamPrompt } from './prompt-stream.ts';

export type Outcome<T> = { ok: true; data: T } | { ok: false; error: string };

export interface Caller {
  readonly userId: string;
  readonly organizationId: string;
}

export async function fetchChatList(caller: Caller, signal?: AbortSignal): Promise<Outcome<ChatSummary[]>> {
  const result = await aiRequest<ChatSummary[]>(
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
export async function sendPrompt(body: PromptBody): Promise<Outcome<PromptAnswer>> {
  const result = await aiRequest<PromptAnswer>('/ai/chat/prompt', {
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
 * Streams the answer when the service can; otherwise asks the whole-answer call. Aborting `signal` (the
 * Stop button) rejects with its reason and never falls back: the server stops the model and stores nothing.
 */
export async function askAssistant(
  body: PromptBody,
  onToken: (text: string) => void,
  signal?: AbortSignal,
): Promise<Outcome<PromptAnswer>> {
  const outcome = await streamPrompt(body, { onToken, ...(signal ? { signal } : {}) });
  signal?.throwIfAborted();
  if (outcome.kind === 'done') return { ok: true, data: outcome.result };
  if (outcome.kind === 'error') return { ok: false, error: outcome.error };
  return sendPrompt(body);
}
