import { describe, expect, it } from 'vitest';
import { backoffMs, retryAfterMs, throttledFetch } from './throttle.ts';

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('2')).toBe(2000);
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(retryAfterMs('Thu, 26 Nov 2026 10:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs('soon')).toBeNull();
  });
});

describe('backoffMs', () => {
  const policy = { attempts: 5, baseDelayMs: 1000, maxDelayMs: 8000, random: () => 0.999 };
  it('grows exponentially, is capped, and never undercuts Retry-After', () => {
    expect(backoffMs(policy, 1, null)).toBe(999);
    expect(backoffMs(policy, 3, null)).toBe(3996);
    expect(backoffMs(policy, 10, null)).toBe(7992);
    expect(backoffMs({ ...policy, random: () => 0 }, 2, 2000)).toBe(2000);
  });
});

describe('throttledFetch', () => {
  const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('retries 429 and 403 rateLimitExceeded, waiting at least Retry-After', async () => {
    const answers = [
      answer(429, {}, { 'retry-after': '2' }),
      answer(403, { error: { errors: [{ reason: 'userRateLimitExceeded' }] } }),
      answer(200, { ok: true }),
    ];
    const waits: number[] = [];
    const fetcher = throttledFetch(async () => answers.shift() as Response, {
      attempts: 5,
      baseDelayMs: 10,
      maxDelayMs: 100,
      sleep: async (ms) => waits.push(ms),
    });
    expect((await fetcher('https://x.test/')).status).toBe(200);
    expect(waits[0]).toBeGreaterThanOrEqual(2000);
    expect(waits).toHaveLength(2);
  });

  it('does not retry a 403 that is not a rate limit, and stops after the capped attempts', async () => {
    const forbidden = throttledFetch(
      async () => answer(403, { error: { errors: [{ reason: 'insufficientPermissions' }] } }),
      {
        attempts: 3,
        baseDelayMs: 1,
        maxDelayMs: 1,
        sleep: async () => {},
      },
    );
    expect((await forbidden('https://x.test/')).status).toBe(403);
    let calls = 0;
    const limited = throttledFetch(
      async () => {
        calls += 1;
        return answer(429, {});
      },
      { attempts: 3, baseDelayMs: 1, maxDelayMs: 1, sleep: async () => {} },
    );
    expect((await limited('https://x.test/')).status).toBe(429);
    expect(calls).toBe(3);
  });

  it('lets a failed request through at once: only throttled answers are sent again', async () => {
    let calls = 0;
    const failing = throttledFetch(
      async () => {
        calls += 1;
        throw new TypeError('fetch failed');
      },
      { attempts: 3, baseDelayMs: 1, maxDelayMs: 1, sleep: async () => {} },
    );
    await expect(failing('https://x.test/')).rejects.toThrow('fetch failed');
    expect(calls).toBe(1);
  });
});
