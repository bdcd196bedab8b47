import { createEmbeddingsClient, type EmbeddingsClient } from './embeddings.ts';
import { localEmbeddingsClient } from './local-model/local-embeddings.ts';

export interface EmbeddingsVariables {
  EMBEDDINGS_PROVIDER?: 'openai-compatible' | 'local' | undefined;
  EMBEDDINGS_URL?: string | undefined;
  EMBEDDINGS_MODEL?: string | undefined;
  EMBEDDINGS_API_KEY?: string | undefined;
  LOCAL_EMBEDDING_MODEL_PATH?: string | undefined;
  LOCAL_LLM_THREADS?: number | undefined;
  LOCAL_LLM_MAX_MEMORY_MB?: number | undefined;
}

/**
 * The embeddings client of the configuration: the local GGUF model with EMBEDDINGS_PROVIDER=local, else the
 * endpoint when EMBEDDINGS_URL is set (EMBEDDINGS_MODEL defaults to text-embedding-3-small), else undefined.
 */
export function embeddingsClientFromConfig(config: EmbeddingsVariables): EmbeddingsClient | undefined {
  if (config.EMBEDDINGS_PROVIDER === 'local' && config.LOCAL_EMBEDDING_MODEL_PATH)
    return localEmbeddingsClient({
      modelPath: config.LOCAL_EMBEDDING_MODEL_PATH,
      threads: config.LOCAL_LLM_THREADS ?? 1,
      maxMemoryMb: config.LOCAL_LLM_MAX_MEMORY_MB ?? 4096,
      // multilingual-e5 reads at most 512 tokens.
      contextSize: 512,
    });
  if (!config.EMBEDDINGS_URL) return undefined;
  return createEmbeddingsClient({
    url: config.EMBEDDINGS_URL,
    model: config.EMBEDDINGS_MODEL || 'text-embedding-3-small',
    apiKey: config.EMBEDDINGS_API_KEY,
  });
}
