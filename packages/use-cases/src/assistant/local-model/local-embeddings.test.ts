import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddingsClientFromConfig } from '../embeddings-from-config.ts';
import { writeTinyLlamaGguf } from '../testing/tiny-llama-gguf.ts';

// The local embedding model on a tiny random-weight GGUF declaring mean pooling, as embedding models do.

let directory: string;
let modelPath: string;
beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'gf-local-embeddings-'));
  modelPath = join(directory, 'tiny-embedding.gguf');
  await writeTinyLlamaGguf(modelPath, { embedding: true, nEmbd: 96, nHead: 4, nHeadKv: 4 });
});
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('the local embeddings client', () => {
  it("gives one unit-length vector of the model's dimension per text, the same text the same vector", async () => {
    const client = embeddingsClientFromConfig({
      EMBEDDINGS_PROVIDER: 'local',
      LOCAL_EMBEDDING_MODEL_PATH: modelPath,
    });
    expect(client?.model).toBe('local:tiny-embedding.gguf');
    const texts = [
      'Acme Foundation awarded the grant.',
      'Relatório anual',
      'Acme Foundation awarded the grant.',
    ];
    const vectors = (await client?.embed(texts)) ?? [];
    expect(vectors).toHaveLength(3);
    for (const vector of vectors) {
      expect(vector).toHaveLength(96);
      expect(Math.hypot(...vector)).toBeCloseTo(1, 5);
    }
    expect(vectors[2]).toEqual(vectors[0]);
    expect(vectors[1]).not.toEqual(vectors[0]);
  });

  it('cuts a text longer than its context instead of failing', async () => {
    const client = embeddingsClientFromConfig({
      EMBEDDINGS_PROVIDER: 'local',
      LOCAL_EMBEDDING_MODEL_PATH: modelPath,
    });
    const [vector] = (await client?.embed(['grant report '.repeat(400)])) ?? [];
    expect(vector).toHaveLength(96);
  });
});
