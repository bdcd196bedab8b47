import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createLogger } from '@grantflow/service/logger';
import { createOpenAiClient } from '@grantflow/use-cases/assistant/openai-chat-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A model provider refusing the key and echoing it in its error body (an OpenAI-compatible server behind a
// proxy did): the error the OpenAI client raises is logged with its status and a short redacted body, never the key.

const API_KEY = 'sk-proj-0123456789abcdefghijklmnop';

let server: Server;
let baseUrl: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(401, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        error: {
          type: 'invalid_request_error',
          code: 'invalid_api_key',
          message: `Incorrect API key provided: ${API_KEY}`,
          request: { authorization: req.headers.authorization },
        },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise((resolve) => server?.close(resolve)));

describe('a model provider error in the log', () => {
  it('keeps the status and the provider code, without the API key', async () => {
    const client = createOpenAiClient({
      provider: 'openai-compatible',
      model: 'test',
      apiKey: API_KEY,
      baseUrl,
    });
    const error = await client.chat.completions
      .create({ model: 'test', messages: [{ role: 'user', content: 'hello' }] })
      .then(
        () => expect.fail('the provider answered 401'),
        (failure: unknown) => failure,
      );
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    createLogger({ service: 'ai', destination }).error({ err: error }, 'prompt failed');
    const [line = ''] = lines;
    expect(line).not.toContain(API_KEY);
    expect(line).not.toContain(API_KEY.slice(8));
    expect(line).toContain('invalid_api_key');
    expect((JSON.parse(line) as { err: { status?: number } }).err.status).toBe(401);
  });
});
