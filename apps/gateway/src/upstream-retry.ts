/**
 * Sends a proxied request again only when the service provably never saw it: while the launcher restarts a
 * service (connection refused) or a service drains on SIGTERM (Fastify's closing 503), the gateway retries
 * for up to ~15 s instead of failing the request. JSON bodies are parsed by the gateway, so reply-from can
 * send them again; a streamed body (an upload) is spent and never retried.
 *
 * A connection that dies after the request was written (a reset, a socket closed before any answer) is never
 * a reason to send again, whatever the request: the service may have run it, and may have died of it. A query
 * that kills the api would otherwise be replayed into the restarted process and kill that one too.
 */
import { Readable } from 'node:stream';

interface RetryDetails {
  err?: (Error & { code?: string; cause?: unknown }) | null;
  res?: unknown;
  req?: unknown;
  attempt: number;
}

/** Pause between attempts, and how many: about 15 s in all, longer than a service takes to restart. */
export const UPSTREAM_RETRY: UpstreamRetry = { delayMs: 250, attempts: 60 };

export interface UpstreamRetry {
  delayMs: number;
  attempts: number;
}

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

/**
 * @fastify/reply-from's `retryDelay` under a policy: ms to wait before sending again, or null to give the
 * answer as it is.
 */
export function retryUnsentWith(policy: UpstreamRetry) {
  return (details: RetryDetails): number | null => {
    if (details.attempt >= policy.attempts) return null;
    if (!neverReachedUpstream(details)) return null;
    const body = (details.req as { body?: unknown } | undefined)?.body;
    // A stream body is spent by the first attempt: that request cannot be sent again.
    if (body instanceof Readable) return null;
    return policy.delayMs;
  };
}

/** `retryUnsentWith` the default policy (UPSTREAM_RETRY). */
export const retryUnsent = retryUnsentWith(UPSTREAM_RETRY);
