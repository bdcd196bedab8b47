// The JSON the ai service answers for the assistant (docs/product.md, Entities; REST calls), in its snake_case
// wire shapes: built by apps/ai/src/routes/assistant-wire.ts (REST and MCP), read by the web's assistant.
import type { ChatDataSource, FineTuningRemark } from '@grantflow/domain/shared/enums';

/** A citation: the document the answer quotes. */
export interface ChatFile {
  readonly url: string;
  readonly file_name: string;
}

export interface ChatRemarks {
  readonly next_identity_no: number;
  readonly last_updated: string;
}

export interface ChatEntry {
  readonly identity: number;
  readonly content: string;
  readonly role: 'user' | 'assistant';
  readonly date: string;
  readonly date_time: string;
  readonly chat_data_source: ChatDataSource;
  /** Citations keyed by rank: "1", "2", … */
  readonly files: Readonly<Record<string, ChatFile>>;
}

/** One row of GET /ai/chat/list. */
export interface ChatSummary {
  readonly id: number;
  readonly user_id: number;
  readonly organization_id: number;
  readonly title: string;
  readonly remarks: ChatRemarks;
}

/** GET /ai/chat/specific's data. */
export interface ChatDetail {
  readonly id: number;
  readonly title: string;
  readonly remarks: ChatRemarks;
  readonly chats: readonly ChatEntry[];
}

/** The data of POST /ai/chat/prompt, of the stream's `done` event and of MCP's ai_chat_completion. */
export interface PromptAnswer {
  readonly new_chats: readonly ChatEntry[];
  readonly azure_chat_history_id: number;
  readonly title: string;
  readonly remarks: ChatRemarks;
}

export interface DocumentVersion {
  readonly id: number;
  readonly organization_id: number;
  readonly user_id: number;
  readonly version: string;
  readonly authored_month_date: string | null;
  /** HTML written in the rich text editor. */
  readonly about_you_details: string;
  readonly response_style_details: string;
  readonly remarks: FineTuningRemark;
  readonly authored_by_user_id: number | null;
}

export interface DatabaseVersion {
  readonly id: number;
  readonly organization_id: number;
  readonly user_id: number;
  readonly version: string;
  readonly authored_month_date: string | null;
  readonly database_schema_instructions: string;
  readonly query_optimization_rules: string;
  readonly response_formatting_rules: string;
  readonly security_constraints: string;
  readonly remarks: FineTuningRemark;
  readonly authored_by_user_id: number | null;
}

/** GET /ai/capabilities: what the assistant can do on this installation, so the screen says it beforehand. */
export interface AssistantCapabilities {
  /** A language model writes answers (and answers from data); without one, documents are quoted. */
  readonly language_model: boolean;
  /** An embeddings endpoint adds meaning-based search to the keyword search. */
  readonly embeddings: boolean;
}

/** One citation of an application draft: the marker [n] its paragraphs end with, and a file or a record. */
export interface DraftCitationWire {
  readonly marker: number;
  readonly kind: 'file' | 'record';
  readonly label: string;
  /** A file's signed download link ('' when the file is gone) or the app's link to a record. */
  readonly url: string;
}

/** One section's draft of GET and POST /ai/applications/:applicationId/drafts (docs/product.md, Drafting with the assistant). */
export interface ApplicationDraftWire {
  readonly section: string;
  readonly body: string;
  readonly citations: readonly DraftCitationWire[];
  readonly generated_by: 'outline' | 'model' | 'user';
  /** Saved by the user since it was generated: regenerating replaces their edit, so the web asks first. */
  readonly edited: boolean;
  readonly updated_at: string;
}
