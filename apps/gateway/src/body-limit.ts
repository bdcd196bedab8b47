import { bodyKindOf, bodyLimitBytes } from '@grantflow/service/body-limits';
import type { FastifyInstance } from 'fastify';

/**
 * Refuses a body larger than its route kind allows (JSON 1 MiB, uploads MAX_UPLOAD_MB) from its declared
 * Content-Length, before a byte is proxied: the service would answer 413 and close while the gateway is
 * still writing, which surfaced as `write EPIPE` and a 502 (issue 12 finding 7). The error carries
 * Fastify's body-too-large code, so the shared error handler words the coded 413.
 */
export function registerBodyLimit(app: FastifyInstance, maxUploadMb: number): void {
  app.addHook('onRequest', async (request) => {
    const declared = Number(request.headers['content-length']);
    if (!Number.isFinite(declared)) return;
    const limit = bodyLimitBytes(bodyKindOf(request.headers['content-type']), maxUploadMb);
    if (declared <= limit) return;
    request.log.info({ declared, limit }, 'body over the limit refused before proxying');
    // The 413 handler reads the route's limit; the gateway's own routes have none of their own.
    throw Object.assign(new Error('Request body is too large'), {
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
      statusCode: 413,
      limitBytes: limit,
    });
  });
}
