import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createLogger } from '@grantflow/service/logger';
import { closedPort } from '@grantflow/service/test-helpers';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './gateway.ts';
import type { UpstreamName } from './route-table.ts';

interface Echo {
  upstream: UpstreamName;
  method: string;
  url: string;
  requestId: string | undefined;
  forwardedHost: string | undefined;
  body: string;
}

const names: UpstreamName[] = ['api', 'rest', 'importer', 'ai'];
const servers: Server[] = [];
const webDist = mkdtempSync(join(tmpdir(), 'gateway-web-'));
let gateway: FastifyInstance;

/** A stand-in service that answers with who it is and what it received. */
async function startUpstream(upstream: UpstreamName): Promise<string> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      const echo: Echo = {
        upstream,
        method: req.method ?? '',
        url: req.url ?? '',
        requestId: req.headers['x-request-id'] as string | undefined,
        forwardedHost: req.headers['x-forwarded-host'] as string | undefined,
        body,
      };
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(echo));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Grantflow</title>');
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // A build that left a source map behind, and precompressed siblings as apps/web's build writes them.
  writeFileSync(join(webDist, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');
  writeFileSync(join(webDist, 'assets', 'big-def456.js'), 'x'.repeat(4000));
  writeFileSync(join(webDist, 'assets', 'big-def456.js.br'), brotliCompressSync('x'.repeat(4000)));
  writeFileSync(join(webDist, 'assets', 'big-def456.js.gz'), gzipSync('x'.repeat(4000)));
  const urls = await Promise.all(names.map(startUpstream));
  const upstreams = Object.fromEntries(names.map((name, index) => [name, urls[index]])) as Record<
    UpstreamName,
    string
  >;
  gateway = buildGateway({ upstreams, webDist, logger: createLogger({ level: 'silent' }) });
  await gateway.ready();
});

afterAll(async () => {
  await gateway.close();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(webDist, { recursive: true, force: true });
});

describe('gateway routing', () => {
  it.each([
    ['POST', '/graphql', 'api'],
    ['GET', '/graphql?query=%7B__typename%7D', 'api'],
    ['GET', '/files/download?key=org%2F1%2Fx&exp=1&name=a.pdf&type=application%2Fpdf&sig=s', 'api'],
    ['GET', '/ai/chat/list/1/2', 'ai'],
    ['POST', '/ai/chat/prompt', 'ai'],
    ['POST', '/api/mcp', 'ai'],
    // The MCP endpoint's own 405 (no stream, no sessions) must come from the ai service, not the web app.
    ['GET', '/api/mcp', 'ai'],
    ['DELETE', '/api/mcp', 'ai'],
    ['GET', '/api/google-drive/imports/7', 'importer'],
    ['POST', '/api/one-drive/import', 'importer'],
    ['GET', '/api/another-drive/token/3', 'importer'],
    ['GET', '/api/google_drive/browse?folder_id=', 'importer'],
    ['GET', '/admin/queues', 'importer'],
    ['GET', '/admin/queues/api/queues?activeQueue=drive-imports', 'importer'],
    ['POST', '/verify', 'rest'],
    ['POST', '/program/name', 'rest'],
    ['GET', '/managers/4', 'rest'],
    ['POST', '/managers/organisation', 'rest'],
    ['GET', '/setup2fa/4', 'rest'],
    ['POST', '/setup2fa/email', 'rest'],
    ['POST', '/support', 'rest'],
    ['GET', '/auth/google?access_type=login', 'rest'],
    ['GET', '/dev/mailbox', 'rest'],
    ['GET', '/dev/mailbox/12', 'rest'],
    ['GET', '/export/deadlines.xlsx?days=90&tables=grants,reports', 'rest'],
    ['GET', '/calendar/12-abcDEF_-0123456789abcdef0123456789abcdef01234.ics', 'rest'],
  ] as const)('%s %s goes to %s, path unchanged', async (method, url, upstream) => {
    const response = await gateway.inject({
      method,
      url,
      ...(method === 'POST' ? { payload: { hello: 'world' } } : {}),
    });
    expect(response.statusCode).toBe(200);
    const echo = response.json<Echo>();
    expect(echo.upstream).toBe(upstream);
    expect(decodeURIComponent(echo.url)).toBe(decodeURIComponent(url));
    if (method === 'POST') expect(JSON.parse(echo.body)).toEqual({ hello: 'world' });
  });

  it('streams a multipart upload to the api unchanged, past the 1 MiB JSON body limit', async () => {
    const boundary = 'gw-boundary';
    const file = 'x'.repeat(3 * 1024 * 1024);
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="a.txt"\r\n\r\n${file}\r\n--${boundary}--\r\n`;
    const response = await gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(200);
    const echo = response.json<Echo>();
    expect(echo.upstream).toBe('api');
    expect(echo.body).toBe(payload);
  });

  it('passes the caller request id to the upstream and back', async () => {
    const response = await gateway.inject({
      method: 'GET',
      url: '/managers/1',
      headers: { 'x-request-id': 'req-42' },
    });
    expect(response.json<Echo>().requestId).toBe('req-42');
    expect(response.headers['x-request-id']).toBe('req-42');
  });

  it('gives upstreams a request id when the caller sent none', async () => {
    const response = await gateway.inject({
      method: 'GET',
      url: '/managers/1',
      headers: { host: 'grants.example.org' },
    });
    const echo = response.json<Echo>();
    expect(echo.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['x-request-id']).toBe(echo.requestId);
    expect(echo.forwardedHost).toBe('grants.example.org');
  });
});

describe('gateway web app', () => {
  it('serves index.html at /', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Grantflow</title>');
  });

  it.each([
    '/pipeline',
    '/funder/12/documents?path=a',
    '/programs',
    '/verify-user',
    '/login',
    // The calendar page and anything under it that is not a feed stay with the web app.
    '/calendar',
    '/calendar?month=2026-11',
    '/calendar/2026-11',
  ])('serves index.html for the client route %s', async (url) => {
    const response = await gateway.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Grantflow</title>');
  });

  it.each([
    ['GET', '/.well-known/oauth-protected-resource'],
    ['GET', '/.well-known/oauth-protected-resource/api/mcp'],
    ['GET', '/.well-known/oauth-authorization-server'],
    ['GET', '/.well-known/openid-configuration'],
    ['POST', '/.well-known/anything'],
  ])('answers %s %s with a coded JSON 404, never the web page', async (method, url) => {
    const response = await gateway.inject({
      method: method as 'GET' | 'POST',
      url,
      headers: { 'grantflow-error-codes': '1' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({
      status: 404,
      data: null,
      code: 'WELL_KNOWN_NOT_FOUND',
      error: expect.stringContaining('Authorization: Bearer'),
    });
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never serves source maps in production', async () => {
    for (const url of ['/assets/app-abc123.js.map', '/app.js.map']) {
      const response = await gateway.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('secret.ts');
      expect(response.body).not.toContain('<title>');
    }
  });

  it('sends the precompressed file the browser accepts, brotli first, and varies on it', async () => {
    const br = await gateway.inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('x'.repeat(4000));

    const gz = await gateway.inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('x'.repeat(4000));

    const plain = await gateway.inject({ method: 'GET', url: '/assets/big-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('x'.repeat(4000));
  });

  it('answers a missing asset with 404, not index.html', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/assets/gone-000.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<title>');
  });

  it('does not answer non-GET requests to unknown paths with the web app', async () => {
    const response = await gateway.inject({ method: 'POST', url: '/pipeline' });
    expect(response.statusCode).toBe(404);
  });

  it('has its own /health', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('gateway with a service down', () => {
  it('answers a GraphQL-shaped, coded 503 without details', async () => {
    const down = `http://127.0.0.1:${await closedPort()}`;
    const app = buildGateway({
      upstreams: { api: down, rest: down, importer: down, ai: down },
      webDist,
      logger: createLogger({ level: 'silent' }),
      // Down for good here: the request gives up after 0.2 s of retries, not the default ~15 s.
      upstreamRetry: { delayMs: 20, attempts: 10 },
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      errors: [
        {
          message: 'Grant data is unavailable right now',
          extensions: { code: 'SERVICE_UNAVAILABLE', service: 'api' },
        },
      ],
    });
    await app.close();
  });
});
