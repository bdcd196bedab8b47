import { setTimeout as sleep } from 'node:timers/promises';
import { type Db, withIdentity } from '@grantflow/db/client';
import {
  clearThrottle,
  countThrottleAttempt,
  giveBackThrottleAttempt,
  lockThrottle,
} from '@grantflow/db/repositories/sign-in-throttles';

/**
 * One counter in `auth_throttles` (SECURITY.md, row 5). `failures` policies count attempts that failed (a
 * success gives the attempt back, or clears the count with `clearOnSuccess`); `requests` policies count
 * every request (reset mails, support tickets).
 */
export interface ThrottlePolicy {
  name: string;
  kind: 'failures' | 'requests';
  /** Attempts allowed in a window; the one after is refused and locks the key for `lockMs`. */
  max: number;
  windowMs: number;
  lockMs: number;
  clearOnSuccess?: boolean;
  /** Exponential delay before answering once this many failures have piled up. */
  slowDownAfter?: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const THROTTLES = {
  /** 10 consecutive wrong passwords or codes lock the account for 15 minutes; a success clears. */
  loginAccount: {
    name: 'login:account',
    kind: 'failures',
    max: 10,
    windowMs: 24 * HOUR,
    lockMs: 15 * MINUTE,
    clearOnSuccess: true,
    slowDownAfter: 3,
  },
  loginAddress: {
    name: 'login:address',
    kind: 'failures',
    max: 50,
    windowMs: 15 * MINUTE,
    lockMs: 15 * MINUTE,
  },
  registerAccount: { name: 'register:account', kind: 'requests', max: 3, windowMs: HOUR, lockMs: HOUR },
  registerAddress: { name: 'register:address', kind: 'requests', max: 10, windowMs: HOUR, lockMs: HOUR },
  resetAccount: { name: 'reset:account', kind: 'requests', max: 5, windowMs: HOUR, lockMs: HOUR },
  resetAddress: {
    name: 'reset:address',
    kind: 'requests',
    max: 20,
    windowMs: 15 * MINUTE,
    lockMs: 15 * MINUTE,
  },
  twoFactorAccount: {
    name: '2fa:account',
    kind: 'failures',
    max: 10,
    windowMs: HOUR,
    lockMs: 15 * MINUTE,
    clearOnSuccess: true,
    slowDownAfter: 3,
  },
  twoFactorAddress: {
    name: '2fa:address',
    kind: 'failures',
    max: 50,
    windowMs: 15 * MINUTE,
    lockMs: 15 * MINUTE,
  },
  twoFactorSend: {
    name: '2fa-send:account',
    kind: 'requests',
    max: 5,
    windowMs: 15 * MINUTE,
    lockMs: 15 * MINUTE,
  },
  supportAccount: { name: 'support:account', kind: 'requests', max: 5, windowMs: HOUR, lockMs: HOUR },
  supportAddress: { name: 'support:address', kind: 'requests', max: 10, windowMs: HOUR, lockMs: HOUR },
  /** One audited cross-tenant refusal per user and kind of row a minute; the rest are only counted. */
  crossTenantAudit: { name: 'audit:cross-tenant', kind: 'requests', max: 1, windowMs: MINUTE, lockMs: 0 },
} as const satisfies Record<string, ThrottlePolicy>;

export interface SlowDownSettings {
  /** Delay after `slowDownAfter` failures; doubles with each further failure. 0 turns slowing off. */
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_SLOW_DOWN: SlowDownSettings = { baseMs: 250, maxMs: 4000 };

export interface Attempt {
  key: string;
  policy: ThrottlePolicy;
  allowed: boolean;
  /** Failures (or requests) before this one within the window. */
  prior: number;
  /** Refused: how long until the key may try again (the lock's remaining time); 0 when allowed. */
  retryAfterMs: number;
}

export function throttleKey(policy: ThrottlePolicy, subject: string | number): string {
  return `${policy.name}:${String(subject).toLowerCase()}`;
}

/**
 * Counts the attempt *before* any work, in one atomic upsert, so that parallel or aliased requests
 * each count (SECURITY.md, row 6) and none slips past the limit. A lapsed lock or window starts afresh.
 */
export async function takeAttempt(
  db: Db,
  policy: ThrottlePolicy,
  subject: string | number,
  now: Date = new Date(),
): Promise<Attempt> {
  const key = throttleKey(policy, subject);
  const windowStart = new Date(now.getTime() - policy.windowMs);
  const row = await withIdentity(db, (tx) => countThrottleAttempt(tx, key, now, windowStart));
  const isLocked = row.lockedUntil !== null && row.lockedUntil > now;
  const allowed = !isLocked && row.failures <= policy.max;
  if (!isLocked && !allowed) await lock(db, key, policy, now);
  const retryAfterMs = allowed
    ? 0
    : row.lockedUntil && isLocked
      ? row.lockedUntil.getTime() - now.getTime()
      : policy.lockMs;
  return { key, policy, allowed, prior: row.failures - 1, retryAfterMs };
}

async function lock(db: Db, key: string, policy: ThrottlePolicy, now: Date): Promise<void> {
  await withIdentity(db, (tx) => lockThrottle(tx, key, new Date(now.getTime() + policy.lockMs), now));
}

/** A failed attempt: the one that reaches the limit locks the key. */
export async function attemptFailed(db: Db, attempt: Attempt, now: Date = new Date()): Promise<void> {
  if (attempt.prior + 1 >= attempt.policy.max) await lock(db, attempt.key, attempt.policy, now);
}

/** A successful attempt of a `failures` policy: it did not fail, so it gives its count back. */
export async function attemptSucceeded(db: Db, attempt: Attempt): Promise<void> {
  if (attempt.policy.kind !== 'failures') return;
  await withIdentity(db, (tx) =>
    attempt.policy.clearOnSuccess ? clearThrottle(tx, attempt.key) : giveBackThrottleAttempt(tx, attempt.key),
  );
}

export function slowDownMs(attempt: Attempt, settings: SlowDownSettings = DEFAULT_SLOW_DOWN): number {
  const after = attempt.policy.slowDownAfter;
  if (after === undefined || settings.baseMs <= 0 || attempt.prior < after) return 0;
  return Math.min(settings.baseMs * 2 ** (attempt.prior - after), settings.maxMs);
}

/** Waits the slow-down of the attempt (exponential after repeated failures). */
export async function slowDown(attempt: Attempt, settings?: SlowDownSettings): Promise<void> {
  const ms = slowDownMs(attempt, settings);
  if (ms > 0) await sleep(ms);
}
