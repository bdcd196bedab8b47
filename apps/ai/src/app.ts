import { restErrorFor } from '@grantflow/auth/rest-auth';
import { restCrossTenantAudit } from '@grantflow/auth/rest-cross-tenant-audit';
import type { Db } from '@grantflow/db/client';
import { schemaVersionCheck } from '@grantflow/db/schema-version';
import { type ReadinessCheck, registerHealth } from '@grantflow/service/health';
import type { Logger } from '@grantflow/service/logger';
import { databaseCheck, type Queryable } from '@grantflow/service/pg';
import { createServer } from '@grantflow/service/server';
import type { AssistantDeps } from '@grantflow/use-cases/assistant/assistant-deps';
import { embeddingsClientFromConfig } from '@grantflow/use-cases/assistant/embeddings';
import type { FastifyInstance } from 'fastify';
import { dataDirectoryOf, downloadSecretOf, languageModelOf } from './assistant-config.ts';
import type { Env } from './env.ts';
import { registerRoutes } from './routes/index.ts';

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

/** The AI service: the assistant and fine-tuning calls (/ai/*; docs/product.md, REST calls) and the MCP endpoint (/api/mcp). */
export function buildApp(deps: AppDeps): FastifyInstance {
  const app = createServer({
    logger: deps.logger,
    mapError: restErrorFor,
    corsOrigins: deps.config.CORS_ORIGINS,
  });
  registerHealth(app, {
    checks: { database: databaseCheck(deps.pool), schema: schemaVersionCheck(deps.pool), ...deps.readiness },
  });
  app.addHook(
    'onError',
    restCrossTenantAudit({
      db: deps.db,
      authSecret: deps.config.AUTH_SECRET,
      onError: (err) => deps.logger.warn({ err }, 'cross-tenant refusal not audited'),
    }),
  );
  app.register((instance) => registerRoutes(instance, deps));
  return app;
}
