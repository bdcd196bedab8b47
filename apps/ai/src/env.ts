import { publicUrlEnvShape } from '@grantflow/email/config';
import { authSecret, databaseServerEnvSchema, loadConfig } from '@grantflow/service/config';
import { z } from 'zod';
import { indexerEnvShape } from './jobs/indexer-env.ts';
import { localModelEnvShape, refineLocalModelEnv } from './local-model-env.ts';

export const DEFAULT_PORT = 4104;

const optional = z.string().min(1).optional();

/** The assistant's variables (language model, data source, citation links); EMBEDDINGS_* and DATA_DIR come with the indexer's. */
const assistantEnvShape = {
  /** Signs the citations' download links; must equal the download route's secret (default AUTH_SECRET). */
  /** Unset or `none`: no language model (answers from retrieval alone). */
  LLM_PROVIDER: z.enum(['none', 'openai', 'azure', 'openai-compatible', 'local']).default('none'),
  LLM_MODEL: optional,
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: optional,
  LLM_AZURE_DEPLOYMENT: optional,
  LLM_AZURE_API_VERSION: optional,
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  ...localModelEnvShape,
  /** The data source's statement timeout and row cap. */
  ASSISTANT_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  ASSISTANT_MAX_ROWS: z.coerce.number().int().min(1).max(10_000).default(200),
  /** Prompts per user and per organisation in each window (REST and MCP alike), then 429. */
  ASSISTANT_PROMPTS_PER_USER: z.coerce.number().int().min(1).max(100_000).default(20),
  ASSISTANT_PROMPTS_PER_ORGANIZATION: z.coerce.number().int().min(1).max(1_000_000).default(100),
  ASSISTANT_PROMPT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** Tool calls run per model reply, and tool calls one MCP JSON-RPC batch may carry. */
  ASSISTANT_MAX_TOOL_CALLS_PER_ROUND: z.coerce.number().int().min(1).max(50).default(5),
  ASSISTANT_MCP_MAX_BATCH_CALLS: z.coerce.number().int().min(1).max(100).default(5),
  /** The stored (and streamed) answer's length; longer answers are cut with a marker. */
  ASSISTANT_MAX_ANSWER_CHARS: z.coerce.number().int().min(1000).max(1_000_000).default(20_000),
};

export const envSchema = databaseServerEnvSchema(DEFAULT_PORT)
  .extend({
    AUTH_SECRET: authSecret,
    ...indexerEnvShape,
    ...assistantEnvShape,
    // PUBLIC_URL: the MCP tools answer absolute citation links, since an MCP client has no page to resolve them against.
    ...publicUrlEnvShape,
  })
  .superRefine((env, context) => {
    refineLocalModelEnv(env, context);
    if (env.LLM_PROVIDER === 'none' || env.LLM_PROVIDER === 'local') return;
    const missing = (name: string) =>
      context.addIssue({
        code: 'custom',
        path: [name],
        message: `is required when LLM_PROVIDER is ${env.LLM_PROVIDER}`,
      });
    if (!env.LLM_MODEL && !(env.LLM_PROVIDER === 'azure' && env.LLM_AZURE_DEPLOYMENT)) missing('LLM_MODEL');
    if (env.LLM_PROVIDER !== 'openai' && !env.LLM_BASE_URL) missing('LLM_BASE_URL');
    if (env.LLM_PROVIDER !== 'openai-compatible' && !env.LLM_API_KEY) missing('LLM_API_KEY');
  });

/** The only place this app reads process.env; exits naming any missing or malformed variable. */
export function loadEnv(env: Record<string, string | undefined> = process.env) {
  return loadConfig(envSchema, env);
}

export type Env = ReturnType<typeof loadEnv>;
