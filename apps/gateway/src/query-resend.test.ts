import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '@grantflow/service/logger';
import { DRAIN_IDLE_GRACE_MS } from '@grantflow/service/run-server';
import { afterAll, describe, expect, it } from 'vitest';
import { buildGateway, UPSTREAM_KEEP_ALIVE_MS } from './gateway.ts';
import { isGraphqlQueryBody } from './graphql-query.ts';
import { retryUnsent } from './upstream-retry.ts';

// Issue 12, finding 10: a request whose connection to the api died before any answer (the api was
// killed) may have run. A GraphQL query is sent again (running it twice changes nothing); a mutation
// or any other request never is.

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

describe('gateway re-sends a query whose connection died, never anything else', () => {
  it('sends a query again and answers it', async () => {
    const { url, seen } = await upstreamDroppingFirst();
    const response = await send(url, '/graphql', { query: 'query Me { currentUser { id } }' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ok: true } });
    expect(seen).toHaveLength(2);
  });

  it.each([
    ['a mutation', '/graphql', { query: 'mutation { logout }' }],
    [
      'a document whose chosen operation is a mutation',
      '/graphql',
      { query: 'query A { a } mutation B { b }', operationName: 'B' },
    ],
    ['a REST POST', '/verify', { email: 'a@example.org' }],
  ])('does not send %s again: 502, and the upstream saw it once', async (_name, path, payload) => {
    const { url, seen } = await upstreamDroppingFirst();
    const response = await send(url, path, payload);
    expect(response.statusCode).toBe(502);
    expect(seen).toHaveLength(1);
  });

  it('tells queries from everything else', () => {
    const query = (body: unknown) => isGraphqlQueryBody(JSON.stringify(body));
    expect(query({ query: '{ currentUser { id } }' })).toBe(true);
    expect(query({ query: 'query A { a } mutation B { b }', operationName: 'A' })).toBe(true);
    expect(query({ query: 'query A { a } mutation B { b }' })).toBe(false);
    expect(query({ query: 'query A { a } query B { b }', operationName: 'C' })).toBe(false);
    expect(query({ query: 'mutation { a }' })).toBe(false);
    expect(query({ query: 'subscription { a }' })).toBe(false);
    expect(query({ query: '{ a' })).toBe(false);
    expect(query([{ query: '{ a }' }])).toBe(false);
    expect(query({ query: `{ a } # ${'x'.repeat(70_000)}` })).toBe(false);
    expect(isGraphqlQueryBody('not json')).toBe(false);
    const reset = Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' });
    const req = (body: string, path = '/graphql') => ({
      method: 'POST',
      url: new URL(`http://api${path}`),
      body,
    });
    expect(retryUnsent({ err: reset, attempt: 0, req: req('{"query":"{ a }"}') })).toBeGreaterThan(0);
    expect(retryUnsent({ err: reset, attempt: 0, req: req('{"query":"{ a }"}', '/verify') })).toBeNull();
    // An answer (even a 502 from the api) means it was handled: never sent again.
    expect(
      retryUnsent({ res: { statusCode: 502, headers: {} }, attempt: 0, req: req('{"query":"{ a }"}') }),
    ).toBeNull();
  });

  it('drops idle upstream connections before a draining service would close them', () => {
    expect(UPSTREAM_KEEP_ALIVE_MS).toBeLessThan(DRAIN_IDLE_GRACE_MS);
  });
});
