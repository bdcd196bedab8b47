import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ok } from './envelope.ts';
import { ERROR_CODES_HEADER } from './errors.ts';
import { createLogger } from './logger.ts';
import { securityHeaders } from './security-headers.ts';
import { createServer } from './server.ts';

// For every server built with createServer (rest, importer, ai, api,
// gateway): each route inherits CORS, security headers, body limits, the control-character guard and
// the database-outage answer by construction.

const logLines: { level: number }[] = [];
const destination = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(JSON.parse(String(chunk)));
    done();
  },
});

function build(options: Partial<Parameters<typeof createServer>[0]> = {}) {
  const app = createServer({ logger: createLogger({ level: 'info', destination }), ...options });
  app.get('/fine', async () => ok({ value: 1 }));
  app.post('/echo', async (request) => ok(request.body));
  app.post('/raw', { config: { inputGuard: false } }, async () => ok(true));
  app.get('/down', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  return app;
}

const EVIL = 'https://evil.example';
const preflight = (origin: string) => ({
  method: 'OPTIONS' as const,
  url: '/echo',
  headers: {
    origin,
    'access-control-request-method': 'POST',
    'access-control-request-headers': 'content-type',
  },
});

describe('CORS', () => {
  it('answers a foreign preflight without allow-origin or allow-credentials by default', async () => {
    const response = await build().inject(preflight(EVIL));
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.statusCode).toBeLessThan(500);
  });

  it('allows exactly the configured origins', async () => {
    const app = build({ corsOrigins: ['https://app.example.org'] });
    const allowed = await app.inject(preflight('https://app.example.org'));
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example.org');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    expect(allowed.headers.vary).toMatch(/Origin/);
    const refused = await app.inject(preflight(EVIL));
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    const simple = await app.inject({ url: '/fine', headers: { origin: 'https://app.example.org' } });
    expect(simple.headers['access-control-allow-origin']).toBe('https://app.example.org');
  });

  it('lets an allowed origin send an Idempotency-Key with its creating requests', async () => {
    const app = build({ corsOrigins: ['https://app.example.org'] });
    const allowed = await app.inject(preflight('https://app.example.org'));
    const headers = String(allowed.headers['access-control-allow-headers']).split(/,\s*/);
    expect(headers).toContain('idempotency-key');
  });
});

describe('security headers', () => {
  it('sends a strict CSP, nosniff and a referrer policy on every answer', async () => {
    const app = build();
    for (const url of ['/fine', '/missing']) {
      const response = await app.inject({ url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('sends every header helmet writes for the policy, on success, error and hijacked answers alike', async () => {
    const expected = securityHeaders();
    expect(Object.keys(expected).length).toBeGreaterThanOrEqual(10);
    const app = build();
    // An event stream writes its own head past Fastify (the assistant's streamed answers).
    app.get('/stream', async (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
      reply.raw.end('event: done\ndata: {}\n\n');
    });
    for (const url of ['/fine', '/missing', '/stream']) {
      const response = await app.inject({ url });
      for (const [name, value] of Object.entries(expected)) expect(response.headers[name]).toBe(value);
    }
  });

  it('adds HSTS only for requests that arrived over HTTPS (through a trusted proxy)', async () => {
    const app = build({ trustProxy: true });
    const https = await app.inject({ url: '/fine', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const http = await app.inject({ url: '/fine', headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    const untrusted = await build().inject({ url: '/fine', headers: { 'x-forwarded-proto': 'https' } });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('body limits', () => {
  it('answers an oversize JSON body with a coded 413', async () => {
    const payload = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) });
    const response = await build().inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json', [ERROR_CODES_HEADER]: '1' },
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      params: { limitBytes: 1024 * 1024 },
      data: null,
    });
    expect(response.json().error).toMatch(/too large/i);
  });
});

describe('control characters', () => {
  it('refuses a control character anywhere in a JSON body with a coded field error', async () => {
    const response = await build().inject({
      method: 'POST',
      url: '/echo',
      headers: { [ERROR_CODES_HEADER]: '1' },
      payload: { user: { name: 'a\u0000b' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      fieldErrors: { 'user.name': { code: 'CONTROL_CHARACTERS' } },
    });
  });

  it('checks query strings too, and leaves routes that opt out alone', async () => {
    const app = build();
    expect((await app.inject({ url: '/fine?search=%00' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/raw', payload: { a: '\u0000' } })).statusCode).toBe(
      200,
    );
  });
});

describe('database outage', () => {
  it('answers 503 with Retry-After and the generic message, logged without error level', async () => {
    logLines.length = 0;
    const response = await build().inject({ url: '/down' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ status: 503, error: 'Something went wrong', data: null });
    expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
  });
});
