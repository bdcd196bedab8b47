import { basename } from 'node:path';
import type { LlamaEmbeddingContext, LlamaModel } from 'node-llama-cpp';
import { type EmbeddingsClient, normalise } from '../embeddings.ts';
import { loadLocalModel } from './load-local-model.ts';

// A GGUF embedding model run in process (docs/operations.md, Local model) behind the same EmbeddingsClient
// as the endpoint's: unit-length vectors. Texts longer than the context are cut to it, as servers do.

export interface LocalEmbeddingsSettings {
  modelPath: string;
  threads: number;
  maxMemoryMb: number;
  /** Tokens per text. */
  contextSize: number;
}

interface Loaded {
  model: LlamaModel;
  context: LlamaEmbeddingContext;
}

// Per model file, for the process: the indexer and the routes share one model and one context.
const loadedByPath = new Map<string, Promise<Loaded>>();

export function localEmbeddingsClient(settings: LocalEmbeddingsSettings): EmbeddingsClient {
  const load = () => {
    const found = loadedByPath.get(settings.modelPath);
    if (found) return found;
    const loaded = loadLocalModel({
      path: settings.modelPath,
      maxMemoryMb: settings.maxMemoryMb,
      contextSize: settings.contextSize,
      embedding: true,
    }).then(async (model) => ({
      model,
      context: await model.createEmbeddingContext({
        contextSize: settings.contextSize,
        threads: settings.threads,
      }),
    }));
    loadedByPath.set(settings.modelPath, loaded);
    // A failed load is tried again by the next call (the indexer retries its job).
    loaded.catch(() => loadedByPath.delete(settings.modelPath));
    return loaded;
  };
  return {
    // Stored with the vectors: another file means they are rebuilt.
    model: `local:${basename(settings.modelPath)}`,
    async embed(texts) {
      const { model, context } = await load();
      const vectors: number[][] = [];
      for (const text of texts) {
        const tokens = model.tokenize(text).slice(0, settings.contextSize - 2);
        const { vector } = await context.getEmbeddingFor(tokens);
        vectors.push(normalise([...vector]));
      }
      return vectors;
    },
  };
}
