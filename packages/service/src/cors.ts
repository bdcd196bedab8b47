import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// SECURITY 23: same origin by default. A browser on another origin gets no
// Access-Control-Allow-* header (so it can neither read answers nor send credentials) unless that exact
// origin is in the configured allow-list (CORS_ORIGINS). Nothing is ever reflected blindly.

/** Request headers a browser on an allowed origin may send (what the web client and tools use). */
const ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'x-organization-id',
  'x-request-id',
  'x-csrf-token',
  'grantflow-error-codes',
  'idempotency-key',
].join(', ');
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
const PREFLIGHT_MAX_AGE_SECONDS = '600';

/** `https://app.example.org/` → `https://app.example.org`; what browsers send in `Origin`. */
export function normalizeOrigin(origin: string): string | null {
  try {
    const url = new URL(origin);
    return /^https?:$/.test(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
}

/** CORS_ORIGINS: a comma-separated list of http(s) origins; empty means same-origin only. */
export function parseCorsOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const origin = normalizeOrigin(entry);
      if (!origin) throw new Error(`CORS_ORIGINS: '${entry}' is not an http(s) origin`);
      return origin;
    });
}

function isPreflight(request: FastifyRequest): boolean {
  return request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
}

export function registerCors(app: FastifyInstance, allowList: readonly string[]): void {
  const allowed = new Set(allowList.map((origin) => normalizeOrigin(origin) ?? origin));
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    const isAllowed = typeof origin === 'string' && allowed.has(origin);
    // Answers differ by Origin, so caches must keep them apart.
    if (allowed.size > 0) reply.header('vary', 'Origin');
    if (isAllowed) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-credentials', 'true');
    }
    if (!isPreflight(request)) return;
    // Every preflight is answered here, before any route: allowed ones with the methods and headers, the
    // others with nothing the browser could use.
    if (isAllowed) {
      reply.header('access-control-allow-methods', ALLOWED_METHODS);
      reply.header('access-control-allow-headers', ALLOWED_HEADERS);
      reply.header('access-control-max-age', PREFLIGHT_MAX_AGE_SECONDS);
    }
    return reply.code(204).send();
  });
}
