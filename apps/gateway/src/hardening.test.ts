import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '@grantflow/service/logger';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './gateway.ts';
import type { UpstreamName } from './route-table.ts';

// At the gateway: CORS, security headers on pages and answers, body limits enforced before proxying (413,
// never a 502/EPIPE), and /ready that reports the services.

const names: UpstreamName[] = ['api', 'rest', 'importer', 'ai'];
const servers: Server[] = [];
const received: string[] = [];
const readiness: Record<UpstreamName, number> = { api: 200, rest: 200, importer: 200, ai: 200 };
const webDist = mkdtempSync(join(tmpdir(), 'gateway-hardening-'));
let gateway: FastifyInstance;

async function startUpstream(upstream: UpstreamName): Promise<string> {
  const server = createServer((req, res) => {
    if (req.url === '/ready') {
      res.statusCode = readiness[upstream];
      res.end('{}');
      return;
    }
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
    });
    req.on('end', () => {
      received.push(`${upstream} ${req.method} ${req.url} ${size}`);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ upstream, size }));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A POST over a real socket with `Transfer-Encoding: chunked` (inject cannot stream through the proxy). */
async function sendChunked(
  path: string,
  chunks: number,
  size: number,
  contentType = 'application/json',
): Promise<{ status: number; body: string }> {
  const { port } = gateway.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          'content-type': contentType,
          'transfer-encoding': 'chunked',
          'grantflow-error-codes': '1',
        },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    // The gateway may answer and close before the whole body is written; that is the point.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    for (let i = 0; i < chunks; i++) request.write(Buffer.alloc(size, 'a'));
    request.end();
  });
}

beforeAll(async () => {
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Grantflow</title>');
  const urls = await Promise.all(names.map(startUpstream));
  const upstreams = Object.fromEntries(names.map((name, index) => [name, urls[index]])) as Record<
    UpstreamName,
    string
  >;
  gateway = buildGateway({
    upstreams,
    webDist,
    logger: createLogger({ level: 'silent' }),
    corsOrigins: ['https://partner.example.org'],
    trustProxyHops: 1,
    maxUploadMb: 1,
  });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await gateway.close();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(webDist, { recursive: true, force: true });
});

describe('CORS at the gateway', () => {
  it.each(['/graphql', '/verify', '/ai/chat/prompt', '/api/google-drive/import'])(
    'gives a preflight from evil.example to %s nothing to use',
    async (url) => {
      const response = await gateway.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    },
  );

  it('allows the configured origin', async () => {
    const response = await gateway.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: { origin: 'https://partner.example.org', 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('https://partner.example.org');
  });
});

describe('security headers at the gateway', () => {
  it.each(['/', '/dashboard', '/graphql'])('sends CSP, nosniff and Referrer-Policy on %s', async (url) => {
    const response = await gateway.inject({ url });
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(String(response.headers['content-security-policy'])).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('adds HSTS behind a TLS proxy only', async () => {
    const tls = await gateway.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toMatch(/max-age=/);
    expect((await gateway.inject({ url: '/' })).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('body limits at the gateway', () => {
  it.each([
    ['/verify', 'application/json'],
    ['/ai/chat/prompt', 'application/json'],
  ])('answers a 2 MB body to %s with 413 before the service sees it', async (url, contentType) => {
    received.length = 0;
    const response = await gateway.inject({
      method: 'POST',
      url,
      headers: { 'content-type': contentType, 'grantflow-error-codes': '1' },
      payload: Buffer.alloc(2 * 1024 * 1024, 'a'),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE', data: null });
    expect(received).toEqual([]);
  });

  it('answers /graphql in GraphQL’s shape: a 2 MB body 413, a NUL or 5,000 levels of JSON 400, never the envelope', async () => {
    received.length = 0;
    const send = (payload: string | Buffer) =>
      gateway.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    const tooLarge = await send(Buffer.alloc(2 * 1024 * 1024, 'a'));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errors[0].extensions).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const nul = await send(JSON.stringify({ query: '{ __typename }', variables: { s: 'a\u0000' } }));
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).not.toHaveProperty('status');
    expect(nul.json().errors[0].extensions).toMatchObject({ code: 'VALIDATION' });
    // Sent on, it would have been serialised again: JSON.stringify overflowed the stack at 5,000 levels.
    const deep = await send(
      `{"query":"{ __typename }","variables":{"a":${'['.repeat(5000)}${']'.repeat(5000)}}}`,
    );
    expect(deep.statusCode).toBe(400);
    expect(deep.json().errors[0].extensions).toMatchObject({ code: 'JSON_TOO_DEEP' });
    expect(received).toEqual([]);
  });

  it('answers a chunked body (no Content-Length) that grows past the limit with 413, not 502', async () => {
    const answer = await sendChunked('/verify', 40, 64 * 1024);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('proxies a chunked body under the limit', async () => {
    // Not JSON: the gateway parses JSON bodies itself (so a restarting service can be sent them again),
    // and these chunks of 'a' are no JSON; a streamed type passes through unparsed.
    const answer = await sendChunked('/verify', 4, 1024, 'text/plain');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ upstream: 'rest', size: 4096 });
  });

  it('lets an upload up to MAX_UPLOAD_MB through and refuses a larger one', async () => {
    const multipart = { 'content-type': 'multipart/form-data; boundary=x' };
    const small = await gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: multipart,
      payload: Buffer.alloc(900 * 1024, 'a'),
    });
    expect(small.statusCode).toBe(200);
    const large = await gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: multipart,
      payload: Buffer.alloc(2 * 1024 * 1024, 'a'),
    });
    expect(large.statusCode).toBe(413);
  });
});

describe('readiness reports the services', () => {
  it('stays ready when a service is not, and names it', async () => {
    expect((await gateway.inject({ url: '/ready' })).statusCode).toBe(200);
    readiness.rest = 503;
    const response = await gateway.inject({ url: '/ready' });
    readiness.rest = 200;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', reports: { rest: 'failed', api: 'ok' } });
    expect((await gateway.inject({ url: '/health' })).statusCode).toBe(200);
  });
});
