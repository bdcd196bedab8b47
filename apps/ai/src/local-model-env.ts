import { existsSync } from 'node:fs';
import { z } from 'zod';

// The in-process model's variables (docs/operations.md, Local model), spread into the app's env schema.

const optionalPath = z.string().trim().min(1).optional();

export const localModelEnvShape = {
  /** LLM_PROVIDER=local: a GGUF chat model with a chat template. */
  LOCAL_LLM_MODEL_PATH: optionalPath,
  /** EMBEDDINGS_PROVIDER=local: a GGUF embedding model. */
  LOCAL_EMBEDDING_MODEL_PATH: optionalPath,
  /** CPU threads per model; on a machine whose cores are busy, 1 (2 on a loaded 2-core machine was 10–15× slower). */
  LOCAL_LLM_THREADS: z.coerce.number().int().min(1).max(64).default(1),
  /** A model (with its context) estimated to need more is not loaded: prompts answer LOCAL_MODEL_TOO_LARGE. */
  LOCAL_LLM_MAX_MEMORY_MB: z.coerce.number().int().min(64).max(1_048_576).default(4096),
  /** One reply of the local model, waiting for its turn included; then ASSISTANT_TIMEOUT. */
  LOCAL_LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
  /** Tokens of the chat model's context (prompt and answer). */
  LOCAL_LLM_CONTEXT_SIZE: z.coerce.number().int().min(512).max(131_072).default(4096),
  /** Prompts waiting while one is answered; one more is refused with ASSISTANT_BUSY. */
  LOCAL_LLM_MAX_QUEUE: z.coerce.number().int().min(0).max(100).default(2),
};

interface LocalModelEnv {
  LLM_PROVIDER: string;
  EMBEDDINGS_PROVIDER?: string | undefined;
  LOCAL_LLM_MODEL_PATH?: string | undefined;
  LOCAL_EMBEDDING_MODEL_PATH?: string | undefined;
}

/** A local provider needs its model file, present at start (a typo is named now, not at the first prompt). */
export function refineLocalModelEnv(env: LocalModelEnv, context: z.RefinementCtx): void {
  const needs = (provider: string, name: 'LOCAL_LLM_MODEL_PATH' | 'LOCAL_EMBEDDING_MODEL_PATH') => {
    const path = env[name];
    if (!path)
      context.addIssue({ code: 'custom', path: [name], message: `is required when ${provider} is local` });
    else if (!existsSync(path))
      context.addIssue({ code: 'custom', path: [name], message: `no file at ${path}` });
  };
  if (env.LLM_PROVIDER === 'local') needs('LLM_PROVIDER', 'LOCAL_LLM_MODEL_PATH');
  if (env.EMBEDDINGS_PROVIDER === 'local') needs('EMBEDDINGS_PROVIDER', 'LOCAL_EMBEDDING_MODEL_PATH');
}
