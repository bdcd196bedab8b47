import type { Db } from '@grantflow/db/client';
import type { EmbeddingsClient } from './embeddings.ts';
import type { LanguageModelConfig } from './language-model.ts';

/** How many prompts a user, and an organisation as a whole, may send per window. */
export interface PromptLimits {
  perUser: number;
  perOrganization: number;
  windowMs: number;
}

/** What the assistant's use cases need besides the caller: the app builds it once from its configuration. */
export interface AssistantDeps {
  db: Db;
  /** Undefined: no model configured (the default); documents answer with passages, data says it needs one. */
  languageModel?: LanguageModelConfig | undefined;
  embeddings?: EmbeddingsClient | undefined;
  /** Where the per-organisation SQLite copies live (DATA_DIR/assistant). */
  dataDirectory: string;
  /** Signs the citations' download links; the same secret as the download route that serves them. */
  downloadSecret: string | Uint8Array;
  /** The data source's statement timeout and row cap (defaults 3000 ms, 200 rows). */
  queryTimeoutMs?: number;
  maxRows?: number;
  /** Tool calls run per model reply (default 5) and the stored answer's length (default 20,000 characters). */
  maxToolCallsPerRound?: number;
  maxAnswerChars?: number;
  /** Prompts per user and per organisation; undefined counts nothing (the use-case tests). */
  promptLimits?: PromptLimits;
}

/** The user and organisation a prompt is made for, resolved by the transport from the authenticated caller. */
export interface AssistantCaller {
  userId: number;
  organizationId: number;
}
