import { createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptFailed, attemptSucceeded, slowDownMs, THROTTLES, takeAttempt } from './throttle.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe('auth throttles', () => {
  it('lets exactly the allowed number of parallel attempts through', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 15 }, () =>
        takeAttempt(database.db, THROTTLES.loginAccount, 'Parallel@example.org'),
      ),
    );
    expect(attempts.filter((a) => a.allowed)).toHaveLength(10);
  });

  it('locks after 10 consecutive failures for 15 minutes, then starts afresh', async () => {
    const now = new Date('2030-01-01T10:00:00Z');
    for (let i = 0; i < 10; i += 1) {
      const attempt = await takeAttempt(database.db, THROTTLES.loginAccount, 'lock@example.org', now);
      expect(attempt.allowed).toBe(true);
      await attemptFailed(database.db, attempt, now);
    }
    expect((await takeAttempt(database.db, THROTTLES.loginAccount, 'lock@example.org', now)).allowed).toBe(
      false,
    );
    const almost = new Date(now.getTime() + 14 * 60_000);
    expect((await takeAttempt(database.db, THROTTLES.loginAccount, 'lock@example.org', almost)).allowed).toBe(
      false,
    );
    const later = new Date(now.getTime() + 15 * 60_000 + 1);
    const fresh = await takeAttempt(database.db, THROTTLES.loginAccount, 'lock@example.org', later);
    expect(fresh).toMatchObject({ allowed: true, prior: 0 });
  });

  it('says how long a refused key waits: the rest of its lock', async () => {
    const policy = {
      name: 'retry-test',
      kind: 'requests',
      max: 2,
      windowMs: 60_000,
      lockMs: 60_000,
    } as const;
    const now = new Date('2030-02-01T10:00:00Z');
    const at = (ms: number) => takeAttempt(database.db, policy, 'user-1', new Date(now.getTime() + ms));
    expect(await at(0)).toMatchObject({ allowed: true, retryAfterMs: 0 });
    expect(await at(1000)).toMatchObject({ allowed: true, retryAfterMs: 0 });
    expect(await at(2000)).toMatchObject({ allowed: false, retryAfterMs: 60_000 });
    expect(await at(32_000)).toMatchObject({ allowed: false, retryAfterMs: 30_000 });
    expect(await at(62_001)).toMatchObject({ allowed: true, retryAfterMs: 0 });
  });

  it('clears the account count on success, and slows down exponentially before that', async () => {
    let last = await takeAttempt(database.db, THROTTLES.loginAccount, 'slow@example.org');
    for (let i = 0; i < 5; i += 1) {
      await attemptFailed(database.db, last);
      last = await takeAttempt(database.db, THROTTLES.loginAccount, 'slow@example.org');
    }
    expect(last.prior).toBe(5);
    expect(slowDownMs(last, { baseMs: 100, maxMs: 1000 })).toBe(400);
    expect(slowDownMs({ ...last, prior: 20 }, { baseMs: 100, maxMs: 1000 })).toBe(1000);
    await attemptSucceeded(database.db, last);
    expect((await takeAttempt(database.db, THROTTLES.loginAccount, 'slow@example.org')).prior).toBe(0);
  });

  it('counts every request of a requests policy', async () => {
    const results = [];
    for (let i = 0; i < 6; i += 1) {
      results.push((await takeAttempt(database.db, THROTTLES.resetAccount, 'many@example.org')).allowed);
    }
    expect(results).toEqual([true, true, true, true, true, false]);
  });
});
