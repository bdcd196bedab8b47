import { setTimeout as sleep } from 'node:timers/promises';

// A JSON POST to a public provider with bounded retries: 429 waits what Retry-After asks (capped), a 5xx or
// a timeout backs off; anything else fails the job, which the queue retries as a whole.

export interface RetryOptions {
  fetch: typeof fetch;
  /** Attempts per request (default 5). */
  attempts?: number;
  /** The longest Retry-After honoured, in ms (default 60 s); a longer one waits this long. */
  maxRetryAfterMs?: number;
  /** The first backoff after a 5xx or timeout, doubled each time (default 1 s). */
  backoffMs?: number;
}

export class ProviderError extends Error {
  override readonly name = 'ProviderError';
}

function retryAfterMs(header: string | null, cap: number): number {
  if (!header) return Math.min(1000, cap);
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : new Date(header).getTime() - Date.now();
  return Math.max(0, Math.min(Number.isFinite(ms) ? ms : cap, cap));
}

export async function postWithRetry(url: string, body: unknown, options: RetryOptions): Promise<unknown> {
  const attempts = options.attempts ?? 5;
  let backoff = options.backoffMs ?? 1000;
  for (let attempt = 1; ; attempt += 1) {
    let failure: string;
    try {
      const response = await options.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      if (response.ok) return await response.json();
      await response.body?.cancel();
      failure = `${new URL(url).pathname} answered ${response.status}`;
      if (response.status === 429 && attempt < attempts) {
        await sleep(retryAfterMs(response.headers.get('retry-after'), options.maxRetryAfterMs ?? 60_000));
        continue;
      }
      if (response.status < 500) throw new ProviderError(failure);
    } catch (error) {
      if (error instanceof ProviderError || error instanceof SyntaxError) throw error;
      if (error instanceof Error && error.name === 'BlockedRequestError') throw error;
      failure = error instanceof Error ? error.message : String(error);
    }
    if (attempt >= attempts) throw new ProviderError(`${failure} (after ${attempts} attempts)`);
    await sleep(backoff);
    backoff *= 2;
  }
}
