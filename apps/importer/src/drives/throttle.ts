import { setTimeout as sleep } from 'node:timers/promises';

// Throttling by Google and Microsoft (SECURITY.md, row 20): 429, or 403 with reason rateLimitExceeded /
// userRateLimitExceeded. Each request is retried with capped exponential backoff and full jitter, never
// sooner than Retry-After (seconds or an HTTP date); after `attempts` tries the caller gets the answer.

export interface ThrottlePolicy {
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Injected so tests can assert the order of waits without asserting time. */
  sleep?: (ms: number) => Promise<unknown>;
  random?: () => number;
}

export const DEFAULT_THROTTLE_POLICY: ThrottlePolicy = {
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
export function backoffMs(policy: ThrottlePolicy, attempt: number, retryAfter: number | null): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  const jittered = Math.floor((policy.random ?? Math.random)() * ceiling);
  return Math.max(retryAfter ?? 0, jittered);
}

/** Wraps a fetch so throttled answers are waited out and retried. */
export function throttledFetch(
  inner: typeof fetch,
  policy: ThrottlePolicy = DEFAULT_THROTTLE_POLICY,
): typeof fetch {
  const wait = policy.sleep ?? sleep;
  return async (input, init) => {
    for (let attempt = 1; ; attempt += 1) {
      const response = await inner(input, init);
      if (attempt >= policy.attempts || !(await isRateLimited(response))) return response;
      await response.body?.cancel();
      await wait(backoffMs(policy, attempt, retryAfterMs(response.headers.get('retry-after'))));
    }
  };
}
