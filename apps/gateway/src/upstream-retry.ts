/**
 * Sends a proxied request again when the service provably never saw it (issue 12, finding 10): while the
 * launcher restarts a service (connection refused) or a service drains on SIGTERM (Fastify's closing 503),
 * the gateway retries for up to ~15 s instead of failing the request. JSON bodies are parsed by the
 * gateway, so reply-from can send them again; a streamed body (an upload) is spent and never retried.
 * A connection that dies before any answer (a pooled socket of a killed api, a reset) is ambiguous: the api
 * may have run the request. Only a GraphQL query (graphql-query.ts) is sent again then: running it twice
 * changes nothing. Anything else (a mutation, a REST call, a 503 from a handler) is never sent twice.
 */
import { Readable } from 'node:stream';
import { isGraphqlQueryBody } from './graphql-query.ts';

interface RetryDetails {
  err?: (Error & { code?: string; cause?: unknown }) | null;
  res?: unknown;
  req?: unknown;
  attempt: number;
}

/** Pause between attempts, and how many: about 15 s in all, longer than a service takes to restart. */
export const UPSTREAM_RETRY = { delayMs: 250, attempts: 60 } as const;

function errorCode(error: RetryDetails['err']): string | undefined {
  if (!error) return undefined;
  if (error.code) return error.code;
  return error.cause instanceof Error ? (error.cause as NodeJS.ErrnoException).code : undefined;
}

/**
 * Never reached a handler: the connection was refused (nothing sent), or Fastify answered 503 with
 * `Connection: close` while closing, before any hook ran (our servers echo `x-request-id` on all they handle).
 */
export function neverReachedUpstream(details: Pick<RetryDetails, 'err' | 'res'>): boolean {
  if (errorCode(details.err) === 'ECONNREFUSED') return true;
  const res = details.res as { statusCode?: number; headers?: Record<string, unknown> } | null | undefined;
  if (res?.statusCode !== 503 || !res.headers) return false;
  return (
    String(res.headers.connection ?? '').toLowerCase() === 'close' &&
    res.headers['x-request-id'] === undefined
  );
}

/** The connection failed before any answer arrived: the api may or may not have read the request. */
const CONNECTION_LOST = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);

export function connectionLostBeforeAnswer(details: Pick<RetryDetails, 'err' | 'res'>): boolean {
  return !details.res && CONNECTION_LOST.has(errorCode(details.err) ?? '');
}

/** A proxied request that may be run twice: a POST to /graphql whose body is a query. */
export function safeToResend(req: unknown): boolean {
  const request = req as { method?: string; url?: URL; body?: unknown } | undefined;
  return (
    request?.method === 'POST' && request.url?.pathname === '/graphql' && isGraphqlQueryBody(request.body)
  );
}

/** @fastify/reply-from's `retryDelay`: ms to wait before sending again, or null to give the answer as it is. */
export function retryUnsent(details: RetryDetails): number | null {
  if (details.attempt >= UPSTREAM_RETRY.attempts) return null;
  if (!neverReachedUpstream(details) && !(connectionLostBeforeAnswer(details) && safeToResend(details.req)))
    return null;
  const body = (details.req as { body?: unknown } | undefined)?.body;
  // A stream body is spent by the first attempt: that request cannot be sent again.
  if (body instanceof Readable) return null;
  return UPSTREAM_RETRY.delayMs;
}
