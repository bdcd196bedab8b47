import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { ok } from './envelope.ts';
import { createLogger } from './logger.ts';
import { runServer } from './run-server.ts';
import { createServer } from './server.ts';

// A service that answers /graphql itself or passes it on (the gateway: the body parsed, the shared guard
// and error handler in front). Whatever the shared layer answers there must be a GraphQL response.

function graphqlService() {
  const app = createServer({ logger: createLogger({ level: 'silent' }) });
  app.post('/graphql', async (request) => {
    const body = request.body as { query?: string };
    if (body.query === 'boom') throw new Error('hunter2 in a stack');
    if (body.query === 'down')
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    return { data: { echoed: true } };
  });
  app.post('/rest', async () => ok(true));
  return app;
}

const app = graphqlService();

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const send = (payload: string, contentType = 'application/json', url = '/graphql') =>
  app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

function graphqlError(body: string): { message: string; extensions: Record<string, unknown> } {
  const parsed = JSON.parse(body) as {
    errors?: { message: string; extensions: Record<string, unknown> }[];
    status?: unknown;
  };
  expect(parsed).not.toHaveProperty('status');
  expect(parsed.errors).toHaveLength(1);
  return parsed.errors?.[0] as { message: string; extensions: Record<string, unknown> };
}

describe('shared answers on /graphql are GraphQL responses', () => {
  it('refuses a NUL in a variable with a coded field error in errors[]', async () => {
    const response = await send(JSON.stringify({ query: '{ a }', variables: { s: 'a\u0000b' } }));
    expect(response.statusCode).toBe(400);
    expect(graphqlError(response.body).extensions).toMatchObject({
      code: 'VALIDATION',
      fieldErrors: { 'variables.s': { code: 'CONTROL_CHARACTERS' } },
    });
  });

  it.each([
    ['a body over the limit', 413, JSON.stringify({ query: 'x'.repeat(1_100_000) }), 'PAYLOAD_TOO_LARGE'],
    ['broken JSON', 400, '{"query": ', 'BAD_REQUEST'],
    ['an empty JSON body', 400, '', 'BAD_REQUEST'],
    [
      'JSON nested 5,000 levels deep',
      400,
      `{"variables":${'['.repeat(5000)}${']'.repeat(5000)}}`,
      'JSON_TOO_DEEP',
    ],
    ['an unexpected failure', 500, JSON.stringify({ query: 'boom' }), 'INTERNAL'],
    ['PostgreSQL unreachable', 503, JSON.stringify({ query: 'down' }), 'UNAVAILABLE'],
  ])('answers %s with %i and extensions.code', async (_name, status, payload, code) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(status);
    const error = graphqlError(response.body);
    expect(error.extensions.code).toBe(code);
    expect(error.message).not.toMatch(/hunter2|stack/);
  });

  it('answers a body of an unsupported type and an unknown method in errors[]', async () => {
    const plain = await send('<a/>', 'application/xml');
    expect(plain.statusCode).toBe(415);
    expect(graphqlError(plain.body).extensions.code).toBe('BAD_REQUEST');
    const put = await app.inject({ method: 'PUT', url: '/graphql?x=1' });
    expect(put.statusCode).toBe(404);
    expect(graphqlError(put.body).extensions.code).toBe('NOT_FOUND');
  });

  it('keeps the REST envelope on every other path', async () => {
    const response = await send(JSON.stringify({ name: 'a\u0000b' }), 'application/json', '/rest');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, data: null });
    expect(response.json()).not.toHaveProperty('errors');
  });

  it('answers a request that arrives while the server shuts down with a coded 503 in errors[]', async () => {
    const closing = graphqlService();
    // A grace far longer than the test: the kept-alive connection stays open for the second request.
    const server = await runServer(closing, {
      port: 0,
      host: '127.0.0.1',
      handleSignals: false,
      idleGraceMs: 60_000,
    });
    const { port } = new URL(server.url);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const post = () =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            path: '/graphql',
            method: 'POST',
            agent,
            headers: { 'content-type': 'application/json' },
          },
          (response) => {
            let body = '';
            response.on('data', (chunk) => {
              body += chunk;
            });
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          },
        );
        request.once('error', reject);
        request.end(JSON.stringify({ query: '{ a }' }));
      });
    try {
      expect((await post()).status).toBe(200);
      const stopped = server.shutdown();
      // New connections are refused once closing has begun; the idle one still carries a request.
      while (await accepts(Number(port))) await new Promise((resolve) => setImmediate(resolve));
      const answer = await post();
      expect(answer.status).toBe(503);
      expect(graphqlError(answer.body).extensions.code).toBe('UNAVAILABLE');
      await stopped;
    } finally {
      agent.destroy();
    }
  });
});
