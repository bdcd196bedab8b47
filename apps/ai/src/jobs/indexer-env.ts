import { storageEnvShape } from '@grantflow/storage/config';
import { z } from 'zod';

// The indexer's variables, spread into the app's env schema (env.ts stays the only reader of process.env).

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));
const optionalText = z.string().trim().min(1).optional();

export const indexerEnvShape = {
  /** Set → BullMQ on Redis; unset → BullMQ's PostgreSQL backend in DATABASE_URL's database. */
  REDIS_URL: z
    .string()
    .refine((value) => /^rediss?:\/\//.test(value), 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Run the document indexer (consumer of the file-events queue) in this process. */
  INDEXER_ENABLED: booleanish.default(true),
  /** Files indexed at once. */
  INDEXER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /** Heap of the separate process each file is parsed in; a file that needs more is marked failed. */
  INDEXER_EXTRACTION_MEMORY_MB: z.coerce.number().int().min(64).max(8192).default(1024),
  /** Time a file's parsing may take before its process is killed and the file marked failed. */
  INDEXER_EXTRACTION_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /** `local`: LOCAL_EMBEDDING_MODEL_PATH run in process; unset or `openai-compatible`: EMBEDDINGS_URL. */
  EMBEDDINGS_PROVIDER: z.enum(['openai-compatible', 'local']).optional(),
  /** An OpenAI-compatible embeddings endpoint (base URL such as http://127.0.0.1:11434/v1); unset → keyword retrieval. */
  EMBEDDINGS_URL: z.url().optional(),
  EMBEDDINGS_MODEL: optionalText,
  EMBEDDINGS_API_KEY: optionalText,
  ...storageEnvShape,
};
