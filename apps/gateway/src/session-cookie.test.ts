import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '@grantflow/service/logger';
import { BROWSER_SESSION_HEADER, SESSION_COOKIE } from '@grantflow/service/session-cookie';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './gateway.ts';
import type { UpstreamName } from './route-table.ts';

// The browser's session lives in an HttpOnly cookie; the gateway turns it into the
// bearer token every service reads, and refuses cookie-authenticated mutations that a cross-site page
// could have sent.

const names: UpstreamName[] = ['api', 'rest', 'importer', 'ai'];
const servers: Server[] = [];
const webDist = mkdtempSync(join(tmpdir(), 'gateway-cookie-'));
let gateway: FastifyInstance;
let upstreamUrls: Record<UpstreamName, string>;
const TOKEN = 'header.payload.signature';

async function startUpstream(upstream: UpstreamName): Promise<string> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ upstream, authorization: req.headers.authorization ?? null }));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Grantflow</title>');
  const urls = await Promise.all(names.map(startUpstream));
  const upstreams = Object.fromEntries(names.map((name, i) => [name, urls[i]])) as Record<
    UpstreamName,
    string
  >;
  upstreamUrls = upstreams;
  gateway = buildGateway({ upstreams, webDist, logger: createLogger({ level: 'silent' }) });
  await gateway.ready();
});

afterAll(async () => {
  await gateway.close();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(webDist, { recursive: true, force: true });
});

const cookie = `theme=dark; ${SESSION_COOKIE}=${TOKEN}`;
const browser = { cookie, [BROWSER_SESSION_HEADER]: 'cookie', host: 'grants.example.org' };

describe('session cookie at the gateway', () => {
  it.each([
    ['POST', '/graphql', 'api'],
    ['POST', '/verify', 'rest'],
    ['POST', '/api/google-drive/import', 'importer'],
    ['POST', '/ai/chat/prompt', 'ai'],
    ['GET', '/managers/1', 'rest'],
  ])('%s %s reaches %s with the cookie as a bearer token', async (method, url, upstream) => {
    const response = await gateway.inject({
      method: method as 'GET' | 'POST',
      url,
      headers: { ...browser, origin: 'http://grants.example.org' },
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ upstream, authorization: `Bearer ${TOKEN}` });
  });

  it('keeps an explicit Authorization header (API clients) and does not ask it for the CSRF header', async () => {
    const response = await gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { cookie, authorization: 'Bearer api-client' },
      payload: {},
    });
    expect(response.json()).toEqual({ upstream: 'api', authorization: 'Bearer api-client' });
  });

  it('lets a GET with the cookie through without the custom header (a same-site navigation or download)', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/managers/1', headers: { cookie } });
    expect(response.json()).toEqual({ upstream: 'rest', authorization: `Bearer ${TOKEN}` });
  });

  it.each([
    ['without the custom header', { cookie }],
    ['from another origin', { ...browser, origin: 'https://evil.example' }],
    ['marked cross-site by the browser', { ...browser, 'sec-fetch-site': 'cross-site' }],
  ])('refuses a cookie-authenticated POST %s, before any service sees it', async (_what, headers) => {
    const response = await gateway.inject({ method: 'POST', url: '/graphql', headers, payload: {} });
    expect(response.statusCode).toBe(403);
    // On /graphql every answer is a GraphQL response, this refusal included.
    expect(response.json()).toEqual({
      errors: [{ message: 'Cross-site request refused', extensions: { code: 'CROSS_SITE_REFUSED' } }],
    });
  });

  it("accepts PUBLIC_URL's origin when the TLS proxy in front is not trusted (TRUST_PROXY 0)", async () => {
    const behindProxy = buildGateway({
      upstreams: upstreamUrls,
      webDist,
      logger: createLogger({ level: 'silent' }),
      publicUrl: 'https://grants.example.org/',
    });
    const headers = { ...browser, origin: 'https://grants.example.org', 'x-forwarded-proto': 'https' };
    const response = await behindProxy.inject({ method: 'POST', url: '/graphql', headers, payload: {} });
    const other = await behindProxy.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...headers, origin: 'https://evil.example' },
      payload: {},
    });
    await behindProxy.close();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ upstream: 'api', authorization: `Bearer ${TOKEN}` });
    expect(other.statusCode).toBe(403);
  });

  it('leaves requests without the session cookie alone (sign-in itself, anonymous calls)', async () => {
    const response = await gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { cookie: 'theme=dark' },
      payload: {},
    });
    expect(response.json()).toEqual({ upstream: 'api', authorization: null });
  });
});
