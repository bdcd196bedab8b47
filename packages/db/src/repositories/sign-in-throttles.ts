import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { authThrottles } from '../schema/identity.ts';

// `auth_throttles` counters (SECURITY.md, row 5), one row per key; the policies live in packages/auth
// (`throttle.ts`). Identity data: run these inside `withIdentity`.

export interface ThrottleCount {
  failures: number;
  lockedUntil: Date | null;
}

/**
 * Counts one attempt in a single upsert (so parallel attempts all count): a new key starts at 1; a key
 * whose lock lapsed, or whose window started at or before `windowStart`, starts afresh at 1; a locked key
 * keeps its count; otherwise the count goes up by one. Returns the count and lock after this attempt.
 */
export async function countThrottleAttempt(
  tx: DbExecutor,
  key: string,
  now: Date,
  windowStart: Date,
): Promise<ThrottleCount> {
  const t = authThrottles;
  const fresh = sql`(${t.lockedUntil} is not null and ${t.lockedUntil} <= ${now}) or (${t.lockedUntil} is null and ${t.windowStartedAt} <= ${windowStart})`;
  const locked = sql`(${t.lockedUntil} is not null and ${t.lockedUntil} > ${now})`;
  const [row] = await tx
    .insert(t)
    .values({ key, failures: 1, windowStartedAt: now, lockedUntil: null, updatedAt: now })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: sql`case when ${fresh} then 1 when ${locked} then ${t.failures} else ${t.failures} + 1 end`,
        windowStartedAt: sql`case when ${fresh} then ${now} else ${t.windowStartedAt} end`,
        lockedUntil: sql`case when ${locked} then ${t.lockedUntil} else null end`,
        updatedAt: now,
      },
    })
    .returning({ failures: t.failures, lockedUntil: t.lockedUntil });
  if (!row) throw new Error('auth_throttles upsert returned no row');
  return row;
}

export async function lockThrottle(tx: DbExecutor, key: string, lockedUntil: Date, now: Date): Promise<void> {
  await tx.update(authThrottles).set({ lockedUntil, updatedAt: now }).where(eq(authThrottles.key, key));
}

/** Forgets the key (count and lock). */
export async function clearThrottle(tx: DbExecutor, key: string): Promise<void> {
  await tx.delete(authThrottles).where(eq(authThrottles.key, key));
}

/** Gives one counted attempt back (never below zero). */
export async function giveBackThrottleAttempt(tx: DbExecutor, key: string): Promise<void> {
  await tx
    .update(authThrottles)
    .set({ failures: sql`greatest(${authThrottles.failures} - 1, 0)` })
    .where(eq(authThrottles.key, key));
}
