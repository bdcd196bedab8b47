import OpenAI from 'openai';

// The embeddings client: the official OpenAI client against POST {base}/embeddings, as OpenAI, Azure's v1
// endpoint, Ollama, vLLM and llama.cpp serve it. Optional: without EMBEDDINGS_URL the assistant retrieves by keywords alone.
// Vectors come back normalised to unit length, so a dot product is their cosine similarity.

export interface EmbeddingsClient {
  /** Recorded with indexed files: a different model means the stored vectors must be rebuilt. */
  readonly model: string;
  embed(texts: readonly string[]): Promise<number[][]>;
}

export interface EmbeddingsConfig {
  /** Base URL ('http://127.0.0.1:11434/v1') or the full '/v1/embeddings' URL. */
  url: string;
  model: string;
  apiKey?: string | undefined;
  /** Inputs per request; default 64. */
  batchSize?: number;
  /** Per request; default 30 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export class EmbeddingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddingsError';
  }
}

/** Where to POST: the URL itself when it already names /embeddings, else {base}/embeddings (adding /v1). */
export function embeddingsEndpoint(url: string): string {
  const base = url.replace(/\/+$/, '');
  if (base.endsWith('/embeddings')) return base;
  return /\/v\d+$/.test(base) ? `${base}/embeddings` : `${base}/v1/embeddings`;
}

export function normalise(vector: readonly number[]): number[] {
  const length = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));
  return length > 0 ? vector.map((value) => value / length) : [...vector];
}

export function createEmbeddingsClient(config: EmbeddingsConfig): EmbeddingsClient {
  const batchSize = config.batchSize ?? 64;
  const client = new OpenAI({
    baseURL: embeddingsEndpoint(config.url).replace(/\/embeddings$/, ''),
    // A local server needs no key: then no Authorization header is sent at all.
    apiKey: config.apiKey ?? 'not-needed',
    ...(config.apiKey ? {} : { defaultHeaders: { authorization: null } }),
    timeout: config.timeoutMs ?? 30_000,
    // Indexing jobs are retried by the queue; a second retry loop here would only hold the worker.
    maxRetries: 0,
    ...(config.fetch ? { fetch: config.fetch } : {}),
  });
  const request = async (input: string[]): Promise<number[][]> => {
    const body = await client.embeddings
      // Float arrays: the client's default (base64) is not served by every OpenAI-compatible server.
      .create({ model: config.model, input, encoding_format: 'float' })
      .catch((error: unknown) => {
        // The body of an error may echo the request; only the status goes into the message.
        if (error instanceof OpenAI.APIError)
          throw new EmbeddingsError(`embeddings endpoint answered ${error.status ?? 'nothing'}`);
        throw error;
      });
    const data = [...(body.data ?? [])].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
    if (data.length !== input.length) throw new EmbeddingsError('embeddings endpoint returned a wrong count');
    return data.map((item) => {
      const vector: unknown = item.embedding;
      if (
        !Array.isArray(vector) ||
        vector.length === 0 ||
        !vector.every((v) => typeof v === 'number' && Number.isFinite(v))
      ) {
        throw new EmbeddingsError('embeddings endpoint returned a malformed vector');
      }
      return normalise(vector as number[]);
    });
  };
  return {
    model: config.model,
    async embed(texts) {
      const vectors: number[][] = [];
      for (let start = 0; start < texts.length; start += batchSize) {
        vectors.push(...(await request(texts.slice(start, start + batchSize))));
      }
      return vectors;
    },
  };
}
