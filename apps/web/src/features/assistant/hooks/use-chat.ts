// The chat window's data: history, the open chat, the streamed answer and the error bar (docs/product.md, Screens and routes; Chat; Messages and error codes).

import { isBlankMessage } from '@grantflow/domain/chat/is-blank-message';
import { CHAT_RESEND_DELAY_MS } from '@grantflow/domain/constants/timing';
import type { ChatDataSource } from '@grantflow/domain/shared/enums';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { i18n, isLanguage } from '../../../i18n/index.ts';
import { askAssistant, type Caller, fetchChat, fetchChatList } from '../utils/chat-api.ts';
import { chatReducer, initialChatState } from '../utils/chat-state.ts';

export interface PromptOptions {
  readonly applyFineTuning: boolean;
  readonly source: ChatDataSource;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function useChat(caller: Caller | null) {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const [listLoading, setListLoading] = useState(true);
  const [chatLoading, setChatLoading] = useState(false);
  const [sending, setSending] = useState(false);
  /** The answer as it is being written; null when no answer is streaming. */
  const [streamed, setStreamed] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const localId = useRef(0);
  const stopping = useRef<AbortController | null>(null);
  // Set at once, unlike `sending`: two sends in one tick (a key pressed twice) must not both start a prompt.
  const inFlight = useRef(false);
  const userId = caller?.userId;
  const organizationId = caller?.organizationId;

  const loadList = useCallback(async () => {
    if (!userId || !organizationId) return;
    setListLoading(true);
    const result = await fetchChatList({ userId, organizationId });
    setListLoading(false);
    if (result.ok) dispatch({ type: 'listLoaded', chats: result.data });
    else setError(result.error);
  }, [userId, organizationId]);

  useEffect(() => {
    void loadList();
  }, [loadList]);

  const openChat = useCallback(
    async (chatId: number) => {
      if (!userId || !organizationId || sending) return;
      setChatLoading(true);
      const result = await fetchChat({ userId, organizationId }, chatId);
      setChatLoading(false);
      if (result.ok) dispatch({ type: 'chatLoaded', chat: result.data });
      else setError(result.error);
    },
    [userId, organizationId, sending],
  );

  const newChat = useCallback(() => {
    if (!sending) dispatch({ type: 'newChat' });
  }, [sending]);

  const send = useCallback(
    async (message: string, options: PromptOptions) => {
      if (!userId || !organizationId || inFlight.current || isBlankMessage(message)) return false;
      inFlight.current = true;
      const chatId = state.open?.id ?? null;
      localId.current += 1;
      dispatch({
        type: 'messageAdded',
        content: message,
        source: options.source,
        identity: `local-${localId.current}`,
      });
      setSending(true);
      setError(null);
      // docs/product.md, Chat: a message added to an existing chat is sent shortly after it appears.
      if (chatId !== null) await wait(CHAT_RESEND_DELAY_MS);
      setStreamed('');
      const controller = new AbortController();
      stopping.current = controller;
      const result = await askAssistant(
        {
          message,
          organization_id: Number(organizationId),
          user_id: Number(userId),
          azure_chat_history_id: chatId,
          apply_fine_tunning: options.applyFineTuning,
          chat_data_source: options.source,
          language: isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en',
        },
        (text) => setStreamed((previous) => (previous ?? '') + text),
        controller.signal,
      ).catch((failure: unknown) => {
        if (controller.signal.aborted) return null;
        throw failure;
      });
      stopping.current = null;
      inFlight.current = false;
      setStreamed(null);
      setSending(false);
      // Stopped: the server stored nothing, so the message leaves the chat and goes back into the box.
      if (result === null) {
        dispatch({ type: 'promptFailed' });
        return false;
      }
      if (result.ok) {
        dispatch({ type: 'promptSucceeded', result: result.data });
        return true;
      }
      dispatch({ type: 'promptFailed' });
      setError(result.error);
      return false;
    },
    [userId, organizationId, sending, state.open?.id],
  );

  return {
    ...state,
    listLoading,
    chatLoading,
    sending,
    streamed,
    error,
    dismissError: () => setError(null),
    reloadList: loadList,
    openChat,
    newChat,
    send,
    /** Stops the answer being written (docs/product.md, Chat). */
    stop: () => stopping.current?.abort(),
  };
}
