import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { createLogger } from '@grantflow/service/logger';
import { closedPort } from '@grantflow/service/test-helpers';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildGateway } from './gateway.ts';
import { createUpstreamGate } from './upstream-gate.ts';
import { neverReachedUpstream, retryUnsent } from './upstream-retry.ts';

// A service being restarted by the launcher (connection refused for a moment) costs the client a short
// wait, not a failed request; one that stays stopped is answered at once.

const webDist = mkdtempSync(join(tmpdir(), 'gateway-retry-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Grantflow</title>');
const servers: Server[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(webDist, { recursive: true, force: true });
});

describe('gateway retries an upstream that never saw the request', () => {
  it('holds requests for a service that went down and delivers them once it listens again', async () => {
    const port = await closedPort();
    const url = `http://127.0.0.1:${port}`;
    const seen: string[] = [];
    const gateway = buildGateway({
      upstreams: { api: url, rest: url, importer: url, ai: url },
      webDist,
      logger: createLogger({ level: 'silent' }),
    });
    await gateway.ready();
    // The request that finds the service gone is sent again until it listens (its JSON body was kept) …
    const answer = gateway.inject({ method: 'POST', url: '/graphql', payload: { query: '{ __typename }' } });
    await delay(600);
    // … and so is one that arrives meanwhile.
    const later = gateway.inject({ method: 'POST', url: '/graphql', payload: { query: '{ later }' } });
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on('end', () => {
        seen.push(body);
        res.setHeader('content-type', 'application/json');
        res.end('{"data":{"__typename":"Query"}}');
      });
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    const response = await answer;
    const laterResponse = await later;
    await gateway.close();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { __typename: 'Query' } });
    expect(laterResponse.statusCode).toBe(200);
    expect(seen.sort()).toEqual(['{"query":"{ __typename }"}', '{"query":"{ later }"}']);
  });

  it('hands bodies on unchanged: JSON (parsed at the gateway, so it can be sent again) and other types', async () => {
    const seen: string[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on('end', () => {
        seen.push(body);
        res.end('{}');
      });
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const gateway = buildGateway({
      upstreams: { api: url, rest: url, importer: url, ai: url },
      webDist,
      logger: createLogger({ level: 'silent' }),
    });
    const json = { 'content-type': 'application/json' };
    await gateway.inject({ method: 'POST', url: '/graphql', headers: json, payload: '{"query": "{ a }"}' });
    await gateway.inject({
      method: 'POST',
      url: '/verify',
      headers: { 'content-type': 'text/plain' },
      payload: 'plain',
    });
    await gateway.close();
    expect(seen).toEqual(['{"query":"{ a }"}', 'plain']);
  });

  it('retries only what provably never reached a handler, and never a streamed body', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const reset = Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' });
    expect(neverReachedUpstream({ err: refused })).toBe(true);
    expect(neverReachedUpstream({ err: reset })).toBe(false);
    expect(neverReachedUpstream({ res: { statusCode: 503, headers: { connection: 'close' } } })).toBe(true);
    const handled = { statusCode: 503, headers: { connection: 'close', 'x-request-id': 'abc' } };
    expect(neverReachedUpstream({ res: handled })).toBe(false);
    expect(retryUnsent({ err: refused, attempt: 0, req: { body: '{}' } })).toBeGreaterThan(0);
    expect(retryUnsent({ err: refused, attempt: 0, req: { body: Readable.from(['x']) } })).toBeNull();
    expect(retryUnsent({ err: refused, attempt: 60, req: { body: '{}' } })).toBeNull();
  });

  it('answers at once for a service that stayed down past the wait, until it listens again', async () => {
    const gate = createUpstreamGate({ timeoutMs: 100, probeMs: 20, recheckMs: 20 });
    const port = await closedPort();
    const url = `http://127.0.0.1:${port}`;
    gate.markDown(url);
    await expect(gate.wait(url)).resolves.toBe(false);
    // Not held: the answer is there before the event loop turns once more (no probe, no timer ran for it).
    const turn = new Promise((resolve) => setImmediate(() => resolve('held')));
    expect(await Promise.race([gate.wait(url), turn])).toBe(false);
    const server = createServer((_req, res) => res.end());
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    await vi.waitFor(async () => expect(await gate.wait(url)).toBe(true), { timeout: 5_000, interval: 20 });
    gate.close();
  });

  it('lets requests through while nothing is known to be down, and stops holding them after its limit', async () => {
    const gate = createUpstreamGate({ timeoutMs: 300, probeMs: 50 });
    const url = `http://127.0.0.1:${await closedPort()}`;
    await expect(gate.wait(url)).resolves.toBe(true);
    gate.markDown(url);
    // The service never comes back here: the wait still ends, saying so.
    await expect(gate.wait(url)).resolves.toBe(false);
    gate.close();
  });
});
