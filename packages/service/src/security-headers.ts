import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

// SECURITY 23, on every answer of every server (pages, API answers, errors, 404s).
//
// Content-Security-Policy: scripts only from our own origin ('self': the Vite build emits no inline
// script), no plugins, no framing by anyone (frame-ancestors 'none'). style-src allows 'unsafe-inline'
// because Mantine writes its CSS variables into <style> tags at run time and sets style="" attributes on
// many components; a nonce would cover the tags but not the attributes. Inline styles cannot run code,
// so the policy still blocks script injection. img/font allow data: and blob: (icons, file previews).
export const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** One year; sent only on answers to requests that came over HTTPS. */
const HSTS = 'max-age=31536000; includeSubDomains';

const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  referrerPolicy: { policy: 'no-referrer' },
  // OAuth and the drive pickers open provider windows; same-origin would cut them off.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  crossOriginEmbedderPolicy: false,
  // Set below, only over HTTPS: HSTS on plain http is ignored by browsers and breaks local setups.
  strictTransportSecurity: false,
};

/**
 * The headers helmet writes for these options, worked out once. They depend on nothing in the request
 * (no CSP nonces), so there is nothing to work out per request, as @fastify/helmet would (it builds a new
 * helmet middleware, parsing the CSP again, on every request).
 */
export function securityHeaders(options: Readonly<HelmetOptions> = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: number | string | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = Object.entries(securityHeaders());
  // On the raw response, as helmet itself sets them: they reach answers written past Fastify too (the
  // assistant's event streams hijack the reply and write their own head).
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  // request.protocol honours X-Forwarded-Proto only through trusted proxies (TRUST_PROXY), so a client
  // cannot switch it on; behind a TLS-terminating proxy it is 'https'.
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
