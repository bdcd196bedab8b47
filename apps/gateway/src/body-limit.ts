import { finished, type Readable, Transform, type TransformCallback } from 'node:stream';
import { bodyKindOf, bodyLimitBytes } from '@grantflow/service/body-limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';

// Refuses a body larger than its route kind allows (JSON 1 MiB, uploads MAX_UPLOAD_MB) before the service
// has to: the service would answer 413 and close while the gateway is still writing, which surfaced as
// `write EPIPE` and a 502. The errors carry Fastify's body-too-large code and the
// limit, so the shared error handler words the coded 413.

const TOO_LARGE = 'FST_ERR_CTP_BODY_TOO_LARGE';

function tooLarge(limitBytes: number): Error {
  return Object.assign(new Error('Request body is too large'), {
    code: TOO_LARGE,
    statusCode: 413,
    limitBytes,
  });
}

/** The body-limit error an error is or wraps (the proxy reports a failed body stream as its cause), or null. */
export function bodyTooLargeIn(error: unknown, depth = 0): Error | null {
  if (!(error instanceof Error) || depth > 4) return null;
  if ((error as { code?: unknown }).code === TOO_LARGE) return error;
  return bodyTooLargeIn(error.cause, depth + 1);
}

function limitOf(request: FastifyRequest, maxUploadMb: number): number {
  return bodyLimitBytes(bodyKindOf(request.headers['content-type']), maxUploadMb);
}

/** Passes bytes through until `limit`, then fails the stream, which aborts the proxied request. */
function countingLimit(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      seen += chunk.length;
      if (seen > limit) done(tooLarge(limit));
      else done(null, chunk);
    },
  });
}

/**
 * `pipe()` passes data on but not an abort: when the client hung up mid-body, the counter (the body the proxy
 * sends on) would wait forever for the rest, and with it the upstream request, its connection and whatever
 * the service was writing. Destroying the counter aborts the proxied request. It is destroyed without the
 * error: while the request still waits at the gate nothing listens for the counter's errors yet, and an
 * unheard 'error' would take the gateway down.
 */
function countedBody(payload: Readable, limit: number): Transform {
  const counter = countingLimit(limit);
  finished(payload, (error) => {
    if (error) counter.destroy();
  });
  return payload.pipe(counter);
}

export function registerBodyLimit(app: FastifyInstance, maxUploadMb: number): void {
  // A declared Content-Length over the limit: refused before a byte is read.
  app.addHook('onRequest', async (request) => {
    const declared = Number(request.headers['content-length']);
    if (!Number.isFinite(declared)) return;
    const limit = limitOf(request, maxUploadMb);
    if (declared <= limit) return;
    request.log.info({ declared, limit }, 'body over the limit refused before proxying');
    throw tooLarge(limit);
  });
  // A chunked body (no Content-Length) is counted as it streams to the service.
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (request.headers['content-length'] !== undefined) return payload;
    return countedBody(payload, limitOf(request, maxUploadMb));
  });
}
