// The chat window's rules (docs/product.md, Chat), pure: the hook only dispatches. A chat the server has not created yet
// has id null; there is at most one such chat, at the top of the history.
import type { ChatDataSource } from '@grantflow/domain/shared/enums';
import type { ChatDetail, ChatEntry, ChatRemarks, PromptAnswer } from '@grantflow/validation/assistant-wire';

/**
 * An entry as the window shows it: the server's, or the user's message before the answer came (a temporary
 * string identity, no date and no citations yet).
 */
export type ShownEntry = Omit<ChatEntry, 'identity' | 'date' | 'date_time' | 'files'> & {
  readonly identity: number | string;
  readonly date?: string;
  readonly date_time?: string;
  readonly files?: ChatEntry['files'];
};

/** A chat of the history: the server's summary, or the unsaved new chat. */
export interface ChatSummary {
  readonly id: number | null;
  readonly title: string;
  readonly remarks?: ChatRemarks | null;
}

export interface OpenChat {
  readonly id: number | null;
  readonly title: string;
  readonly entries: readonly ShownEntry[];
}

export interface ChatState {
  readonly chats: readonly ChatSummary[];
  /** null: the new-chat placeholder is shown. */
  readonly open: OpenChat | null;
}

export type ChatAction =
  | { type: 'listLoaded'; chats: readonly ChatSummary[] }
  | { type: 'newChat' }
  | { type: 'chatLoaded'; chat: ChatDetail }
  | { type: 'messageAdded'; content: string; source: ChatDataSource; identity: string }
  | { type: 'promptSucceeded'; result: PromptAnswer }
  | { type: 'promptFailed' };

export const initialChatState: ChatState = { chats: [], open: null };

const withoutUnsaved = (chats: readonly ChatSummary[]) => chats.filter((c) => c.id !== null);

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'listLoaded': {
      const unsaved = state.chats.filter((c) => c.id === null);
      return { ...state, chats: [...unsaved, ...action.chats] };
    }
    case 'newChat':
      // An unsent new chat leaves the history: it never reached the server.
      return { chats: withoutUnsaved(state.chats), open: null };
    case 'chatLoaded':
      return {
        chats: withoutUnsaved(state.chats),
        open: { id: action.chat.id, title: action.chat.title, entries: action.chat.chats },
      };
    case 'messageAdded': {
      const entry: ShownEntry = {
        identity: action.identity,
        content: action.content,
        role: 'user',
        chat_data_source: action.source,
      };
      const open = state.open ?? { id: null, title: '', entries: [] };
      const chats =
        open.id === null && !state.chats.some((c) => c.id === null)
          ? [{ id: null, title: '' }, ...state.chats]
          : state.chats;
      return { chats, open: { ...open, entries: [...open.entries, entry] } };
    }
    case 'promptSucceeded': {
      const open = state.open;
      if (!open) return state;
      const { azure_chat_history_id: id, title, remarks, new_chats } = action.result;
      // The optimistic user entry is replaced by the server's pair (it carries the identity and date).
      const entries = [...open.entries.slice(0, -1), ...new_chats];
      const summary: ChatSummary = { id, title, remarks };
      const others = state.chats.filter((c) => c.id !== null && c.id !== id && c.id !== open.id);
      return { chats: [summary, ...others], open: { id, title, entries } };
    }
    case 'promptFailed': {
      const open = state.open;
      if (!open) return state;
      const entries = open.entries.slice(0, -1);
      if (entries.length > 0) return { ...state, open: { ...open, entries } };
      // Nothing left: the chat is dropped (docs/product.md, Chat), from the history too; the new-chat placeholder shows again.
      return { chats: state.chats.filter((c) => c.id !== open.id), open: null };
    }
  }
}
