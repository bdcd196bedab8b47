import type { Db } from '@grantflow/db/client';
import type { ReadinessCheck } from '@grantflow/service/health';
import type { Logger } from '@grantflow/service/logger';
import type { Queryable } from '@grantflow/service/pg';
import type { AssistantDeps } from '@grantflow/use-cases/assistant/assistant-deps';
import { embeddingsClientFromConfig } from '@grantflow/use-cases/assistant/embeddings-from-config';
import { dataDirectoryOf, downloadSecretOf, languageModelOf } from './assistant-config.ts';
import type { Env } from './env.ts';

// What the AI service is built from. Its own module, so that the routes can name it without importing
// the app that registers them (docs/architecture.md, Where each operation lives: no module cycles).

export interface AppDeps {
  config: Env;
  logger: Logger;
  /** The pool behind `db`, for readiness checks. */
  pool: Queryable;
  /** Dependencies `/ready` checks besides PostgreSQL and the schema version (Redis, the file storage …). */
  readiness?: Record<string, ReadinessCheck>;
  /** Drizzle over the services' role (row-level security applies). */
  db: Db;
}

/** What the routes hand to the assistant's use cases, built once from the configuration. */
export function assistantDepsOf(deps: AppDeps): AssistantDeps {
  return {
    db: deps.db,
    languageModel: languageModelOf(deps.config),
    embeddings: embeddingsClientFromConfig(deps.config),
    dataDirectory: dataDirectoryOf(deps.config),
    downloadSecret: downloadSecretOf(deps.config),
    queryTimeoutMs: deps.config.ASSISTANT_QUERY_TIMEOUT_MS,
    maxRows: deps.config.ASSISTANT_MAX_ROWS,
    maxToolCallsPerRound: deps.config.ASSISTANT_MAX_TOOL_CALLS_PER_ROUND,
    maxAnswerChars: deps.config.ASSISTANT_MAX_ANSWER_CHARS,
    promptLimits: {
      perUser: deps.config.ASSISTANT_PROMPTS_PER_USER,
      perOrganization: deps.config.ASSISTANT_PROMPTS_PER_ORGANIZATION,
      windowMs: deps.config.ASSISTANT_PROMPT_WINDOW_SECONDS * 1000,
    },
  };
}
