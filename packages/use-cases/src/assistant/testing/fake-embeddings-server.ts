import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// Tests only: a local server speaking OpenAI's POST /v1/embeddings, returning deterministic vectors: each
// word's character trigrams are hashed into DIMENSIONS buckets, so texts sharing words (or most of a
// misspelt word) are near each other. Counts requests and inputs, and can be told to fail.

export const FAKE_EMBEDDING_DIMENSIONS = 96;

export function fakeEmbedding(text: string): number[] {
  const vector = new Array<number>(FAKE_EMBEDDING_DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const padded = ` ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) {
      const bucket =
        createHash('md5')
          .update(padded.slice(i, i + 3))
          .digest()
          .readUInt32LE(0) % FAKE_EMBEDDING_DIMENSIONS;
      vector[bucket] = (vector[bucket] ?? 0) + 1;
    }
  }
  return vector;
}

export interface FakeEmbeddingsServer {
  url: string;
  requests: { model: string; inputs: number; authorization: string | undefined }[];
  failNext: (status: number) => void;
  close: () => Promise<void>;
}

export async function startFakeEmbeddingsServer(): Promise<FakeEmbeddingsServer> {
  const requests: FakeEmbeddingsServer['requests'] = [];
  let failWith: number | null = null;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/embeddings') {
        res.writeHead(404).end();
        return;
      }
      if (failWith !== null) {
        res
          .writeHead(failWith, { 'content-type': 'application/json' })
          .end('{"error":{"message":"failing"}}');
        failWith = null;
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        model: string;
        input: string | string[];
      };
      const inputs = Array.isArray(body.input) ? body.input : [body.input];
      requests.push({ model: body.model, inputs: inputs.length, authorization: req.headers.authorization });
      const data = inputs.map((input, index) => ({
        object: 'embedding',
        index,
        embedding: fakeEmbedding(input),
      }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          object: 'list',
          data,
          model: body.model,
          usage: { prompt_tokens: 0, total_tokens: 0 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    failNext: (status) => {
      failWith = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
