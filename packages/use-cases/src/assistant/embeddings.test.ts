import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddingsClient, embeddingsEndpoint, normalise } from './embeddings.ts';
import { embeddingsClientFromConfig } from './embeddings-from-config.ts';
import { type FakeEmbeddingsServer, startFakeEmbeddingsServer } from './testing/fake-embeddings-server.ts';

describe('embeddingsEndpoint', () => {
  it.each([
    ['http://127.0.0.1:11434/v1', 'http://127.0.0.1:11434/v1/embeddings'],
    ['https://api.openai.com/v1/', 'https://api.openai.com/v1/embeddings'],
    ['http://vllm:8000', 'http://vllm:8000/v1/embeddings'],
    ['http://host/v1/embeddings', 'http://host/v1/embeddings'],
  ])('%s → %s', (url, endpoint) => {
    expect(embeddingsEndpoint(url)).toBe(endpoint);
  });
});

describe('the embeddings client against a local /v1/embeddings server', () => {
  let server: FakeEmbeddingsServer;
  beforeAll(async () => {
    server = await startFakeEmbeddingsServer();
  });
  afterAll(() => server.close());

  it('batches inputs, sends the model and key, and returns unit vectors in input order', async () => {
    const client = createEmbeddingsClient({ url: server.url, model: 'm', apiKey: 'k', batchSize: 2 });
    const vectors = await client.embed(['alpha', 'beta', 'gamma']);
    expect(vectors).toHaveLength(3);
    for (const vector of vectors) expect(Math.hypot(...vector)).toBeCloseTo(1, 6);
    expect(vectors[0]).not.toEqual(vectors[1]);
    expect(server.requests.slice(-2)).toEqual([
      { model: 'm', inputs: 2, authorization: 'Bearer k' },
      { model: 'm', inputs: 1, authorization: 'Bearer k' },
    ]);
  });

  it('sends no Authorization header without a key (a local server)', async () => {
    await createEmbeddingsClient({ url: server.url, model: 'local' }).embed(['x']);
    expect(server.requests.at(-1)).toEqual({ model: 'local', inputs: 1, authorization: undefined });
  });

  it('fails with the status only when the endpoint refuses', async () => {
    const client = createEmbeddingsClient({ url: server.url, model: 'm' });
    server.failNext(429);
    await expect(client.embed(['x'])).rejects.toThrow('embeddings endpoint answered 429');
  });

  it('is absent without EMBEDDINGS_URL', () => {
    expect(embeddingsClientFromConfig({})).toBeUndefined();
    expect(embeddingsClientFromConfig({ EMBEDDINGS_URL: server.url })?.model).toBe('text-embedding-3-small');
  });
});

describe('normalise', () => {
  it('scales to unit length and leaves a zero vector alone', () => {
    expect(normalise([3, 4])).toEqual([0.6, 0.8]);
    expect(normalise([0, 0])).toEqual([0, 0]);
  });
});
