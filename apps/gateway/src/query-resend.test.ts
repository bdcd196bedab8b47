import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '@grantflow/service/logger';
import { DRAIN_IDLE_GRACE_MS } from '@grantflow/service/run-server';
import { afterAll, describe, expect, it } from 'vitest';
import { buildGateway, UPSTREAM_KEEP_ALIVE_MS } from './gateway.ts';
import { retryUnsent } from './upstream-retry.ts';

// A request whose connection to the api died after it was written may have run, and may be what killed the
// api: sent again, a query that freezes the api would freeze the restarted process too. Nothing is re-sent.

const webDist = mkdtempSync(join(tmpdir(), 'gateway-resend-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Grantflow</title>');
const servers: Server[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(webDist, { recursive: true, force: true });
});

/** An upstream that reads each request, then drops the connection without a byte for the first one. */
async function upstreamDroppingFirst(): Promise<{ url: string; seen: string[] }> {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      seen.push(`${req.url} ${body}`);
      if (seen.length === 1) {
        req.socket.destroy();
        return;
      }
      res.setHeader('content-type', 'application/json');
      res.end('{"data":{"ok":true}}');
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, seen };
}

async function send(url: string, path: string, payload: unknown) {
  const gateway = buildGateway({
    upstreams: { api: url, rest: url, importer: url, ai: url },
    webDist,
    logger: createLogger({ level: 'silent' }),
  });
  const response = await gateway.inject({ method: 'POST', url: path, payload: payload as object });
  await gateway.close();
  return response;
}

describe('gateway never re-sends a request whose connection died after it was written', () => {
  it.each([
    ['a GraphQL query', '/graphql', { query: 'query Me { currentUser { id } }' }],
    ['a mutation', '/graphql', { query: 'mutation { logout }' }],
    ['a REST POST', '/verify', { email: 'a@example.org' }],
  ])('does not send %s again: 502, and the upstream saw it once', async (_name, path, payload) => {
    const { url, seen } = await upstreamDroppingFirst();
    const response = await send(url, path, payload);
    expect(response.statusCode).toBe(502);
    expect(seen).toHaveLength(1);
    // /graphql answers as GraphQL (errors[] with a code), REST paths in their envelope.
    if (path === '/graphql') {
      expect(response.json()).toEqual({
        errors: [
          {
            message: 'Something went wrong',
            extensions: { code: 'UPSTREAM_FAILED', params: { service: 'api' } },
          },
        ],
      });
    } else {
      expect(response.json()).toEqual({ status: 502, error: 'Something went wrong', data: null });
    }
  });

  it('retries only what the service provably never saw', () => {
    const req = (body: string, path = '/graphql') => ({
      method: 'POST',
      url: new URL(`http://api${path}`),
      body,
    });
    const query = req('{"query":"{ a }"}');
    for (const code of ['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']) {
      const lost = Object.assign(new Error('other side closed'), { code });
      expect(retryUnsent({ err: lost, attempt: 0, req: query })).toBeNull();
    }
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(retryUnsent({ err: refused, attempt: 0, req: query })).toBeGreaterThan(0);
    expect(retryUnsent({ err: refused, attempt: 0, req: req('{}', '/verify') })).toBeGreaterThan(0);
    // An answer (even a 502 from the api) means it was handled: never sent again.
    expect(retryUnsent({ res: { statusCode: 502, headers: {} }, attempt: 0, req: query })).toBeNull();
  });

  it('drops idle upstream connections before a draining service would close them', () => {
    expect(UPSTREAM_KEEP_ALIVE_MS).toBeLessThan(DRAIN_IDLE_GRACE_MS);
  });
});
