// The wire shapes of the /ai/chat/* calls (docs/product.md, Entities; REST calls), as the ai service sends them.
import type { ChatDataSource } from '@grantflow/domain/shared/enums';

export interface ChatFile {
  readonly url: string;
  readonly file_name: string;
}

export interface ChatEntry {
  readonly identity: number | string;
  readonly content: string;
  readonly role: 'user' | 'assistant';
  readonly date?: string;
  readonly date_time?: string;
  readonly chat_data_source?: ChatDataSource;
  /** Citations keyed by rank: "1", "2", … */
  readonly files?: Readonly<Record<string, ChatFile>> | null;
}

export interface ChatRemarks {
  readonly next_identity_no?: number;
  readonly last_updated?: string;
}

/** One row of GET /ai/chat/list. */
export interface ChatListItem {
  readonly id: number;
  readonly title: string;
  readonly remarks?: ChatRemarks | null;
}

/** GET /ai/chat/specific's data. */
export interface ChatDetail extends ChatListItem {
  readonly chats: readonly ChatEntry[];
}

/** The data of POST /ai/chat/prompt and of the stream's `done` event. */
export interface PromptResult {
  readonly new_chats: readonly ChatEntry[];
  readonly azure_chat_history_id: number;
  readonly title: string;
  readonly remarks?: ChatRemarks | null;
}

export interface PromptBody {
  readonly message: string;
  readonly organization_id: number;
  readonly user_id: number;
  readonly azure_chat_history_id: number | null;
  readonly apply_fine_tunning: boolean;
  readonly chat_data_source: ChatDataSource;
}
