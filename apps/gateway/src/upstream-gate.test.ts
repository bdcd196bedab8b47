import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { createLogger } from '@grantflow/service/logger';
import { closedPort } from '@grantflow/service/test-helpers';
import { afterAll, describe, expect, it } from 'vitest';
import { buildGateway } from './gateway.ts';
import { createUpstreamGate } from './upstream-gate.ts';

// Issue 12, finding 10: a service being restarted by the launcher (connection refused for a moment)
// costs the client a short wait, not a failed request.

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
    // The request that finds the service gone fails (its body is spent) and tells the gateway so …
    const first = await gateway.inject({ method: 'POST', url: '/graphql', payload: { query: '{ first }' } });
    expect(first.statusCode).toBe(503);
    // … the next ones wait for the service to come back.
    const answer = gateway.inject({ method: 'POST', url: '/graphql', payload: { query: '{ __typename }' } });
    await delay(600);
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
    await gateway.close();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { __typename: 'Query' } });
    expect(seen).toEqual(['{"query":"{ __typename }"}']);
  });

  it('lets requests through while nothing is known to be down, and stops holding them after its limit', async () => {
    const gate = createUpstreamGate({ timeoutMs: 300, probeMs: 50 });
    const url = `http://127.0.0.1:${await closedPort()}`;
    await expect(gate.wait(url)).resolves.toBeUndefined();
    gate.markDown(url);
    // The service never comes back here: the wait still ends (the request then fails as before).
    await expect(gate.wait(url)).resolves.toBeUndefined();
  });
});
