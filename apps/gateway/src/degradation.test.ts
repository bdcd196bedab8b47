import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '@grantflow/service/logger';
import { closedPort } from '@grantflow/service/test-helpers';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './gateway.ts';
import type { UpstreamName } from './route-table.ts';

// A stopped assistant must leave funders, grants and the dashboard up: the gateway stays ready, the other
// services' routes answer, and the stopped one's routes get a coded 503 naming it.

const webDist = mkdtempSync(join(tmpdir(), 'gateway-degraded-'));
const servers: Server[] = [];
let gateway: FastifyInstance;
let base: string;

async function startService(name: UpstreamName): Promise<string> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.end(req.url === '/ready' ? '{"status":"ok"}' : JSON.stringify({ data: { service: name } }));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Grantflow</title>');
  const [api, rest, importer] = await Promise.all([
    startService('api'),
    startService('rest'),
    startService('importer'),
  ]);
  const ai = `http://127.0.0.1:${await closedPort()}`;
  gateway = buildGateway({
    upstreams: { api: api as string, rest: rest as string, importer: importer as string, ai },
    webDist,
    logger: createLogger({ level: 'silent' }),
    upstreamGate: { timeoutMs: 200, probeMs: 20 },
    // The stopped service never comes back here: its first request gives up after 0.2 s, not ~15 s.
    upstreamRetry: { delayMs: 20, attempts: 10 },
  });
  base = await gateway.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await gateway.close();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(webDist, { recursive: true, force: true });
});

describe('the ai service stopped', () => {
  it('leaves /graphql and the other services answering', async () => {
    const graphql = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ funders { id } }"}',
    });
    expect(graphql.status).toBe(200);
    expect(await graphql.json()).toEqual({ data: { service: 'api' } });
    expect((await fetch(`${base}/verify`)).status).toBe(200);
  });

  it('keeps the gateway ready, reporting which service is not', async () => {
    const ready = await fetch(`${base}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ok',
      checks: {},
      reports: { api: 'ok', rest: 'ok', importer: 'ok', ai: 'failed' },
    });
  });

  it("answers the assistant's routes with a coded 503 naming the service", async () => {
    const response = await fetch(`${base}/ai/chat/prompt`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"prompt":"Which grants close this month?"}',
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('10');
    expect(await response.json()).toEqual({
      status: 503,
      error: 'The assistant is unavailable right now',
      data: null,
      code: 'SERVICE_UNAVAILABLE',
      params: { service: 'ai' },
      service: 'ai',
    });
    // Known to be stopped now: the next call is answered by the gateway without trying the service again.
    const next = await fetch(`${base}/ai/chat/list/3/1`);
    expect(next.status).toBe(503);
    expect(await next.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', service: 'ai' });
  });
});
