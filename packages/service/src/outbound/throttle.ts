import { setTimeout as sleep } from 'node:timers/promises';
import pRetry from 'p-retry';

// Throttling by Google and Microsoft (SECURITY.md, row 20): 429, or 403 with reason rateLimitExceeded /
// userRateLimitExceeded. p-retry runs the attempts; the waits are ours, because Retry-After (seconds or
// an HTTP date) and full jitter are not in its backoff: capped exponential, never sooner than Retry-After.
// After `attempts` tries the caller gets the last answer as it is.

/** How often and how patiently a throttled drive request is sent again. */
export interface RetryPolicy {
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Injected so tests can assert the order of waits without asserting time. */
  sleep?: (ms: number) => Promise<unknown>;
  random?: () => number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  attempts: 6,
  baseDelayMs: 1_000,
  maxDelayMs: 60_000,
};

/** Retry-After in milliseconds (delta-seconds or HTTP date), or null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

async function isRateLimited(response: Response): Promise<boolean> {
  if (response.status === 429) return true;
  if (response.status !== 403) return false;
  const text = await response
    .clone()
    .text()
    .catch(() => '');
  return /rateLimitExceeded|userRateLimitExceeded|activityLimitReached|throttledRequest/.test(text);
}

/** The delay before retry `attempt` (1-based): jittered exponential, at least Retry-After. */
export function backoffMs(policy: RetryPolicy, attempt: number, retryAfter: number | null): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  const jittered = Math.floor((policy.random ?? Math.random)() * ceiling);
  return Math.max(retryAfter ?? 0, jittered);
}

/** A throttled answer, thrown so p-retry tries again; the only failure that is retried. */
class Throttled extends Error {
  constructor(readonly response: Response) {
    super(`throttled with ${response.status}`);
  }
}

/** Wraps a fetch so throttled answers are waited out and retried. */
export function throttledFetch(
  inner: typeof fetch,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): typeof fetch {
  const wait = policy.sleep ?? sleep;
  const send = async (input: Parameters<typeof fetch>[0], init: Parameters<typeof fetch>[1]) => {
    const response = await inner(input, init);
    if (await isRateLimited(response)) throw new Throttled(response);
    return response;
  };
  return async (input, init) => {
    try {
      return await pRetry(() => send(input, init), {
        retries: policy.attempts - 1,
        minTimeout: 0,
        shouldRetry: ({ error }) => error instanceof Throttled,
        onFailedAttempt: async ({ error, attemptNumber, retriesLeft }) => {
          if (!(error instanceof Throttled) || retriesLeft === 0) return;
          await error.response.body?.cancel();
          const retryAfter = retryAfterMs(error.response.headers.get('retry-after'));
          await wait(backoffMs(policy, attemptNumber, retryAfter));
        },
      });
    } catch (error) {
      if (error instanceof Throttled) return error.response;
      throw error;
    }
  };
}
