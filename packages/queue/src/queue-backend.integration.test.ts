import { randomBytes } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQueueBackend, type QueueConfig } from './queue-backend.ts';

// Both backends are exercised on every run (docs/architecture.md, Tests): a missing Redis is a failure, never a skip.
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

let database: TestDatabase;
const redisNamespaces: string[] = [];

async function assertRedisReachable(): Promise<void> {
  const client = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    retryStrategy: () => null,
  });
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    throw new Error(
      `Redis is not reachable at ${REDIS_URL} (set REDIS_URL or start redis-server); the Redis backend tests need it: ${String(error)}`,
    );
  } finally {
    client.disconnect();
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  await assertRedisReachable();
}, 60_000);

afterAll(async () => {
  await database?.close();
  const client = new Redis(REDIS_URL);
  try {
    for (const namespace of redisNamespaces) {
      const keys = await client.keys(`${namespace}:*`);
      if (keys.length > 0) await client.del(...keys);
    }
  } finally {
    client.disconnect();
  }
});

function configFor(kind: 'postgres' | 'redis'): QueueConfig {
  const namespace = `test_${randomBytes(4).toString('hex')}`;
  if (kind === 'redis') redisNamespaces.push(namespace);
  return kind === 'redis'
    ? { databaseUrl: database.url, redisUrl: REDIS_URL, namespace }
    : { databaseUrl: database.url, namespace };
}

describe.each(['postgres', 'redis'] as const)('%s backend', (kind) => {
  it('runs a job round trip', async () => {
    const backend = createQueueBackend(configFor(kind));
    expect(backend.kind).toBe(kind);
    try {
      const queue = backend.createQueue<{ value: number }>('round-trip');
      const result = new Promise<unknown>((resolve, reject) => {
        const worker = backend.createWorker<{ value: number }>(
          'round-trip',
          async (job) => job.data.value * 2,
        );
        worker.on('completed', (_job, value) => resolve(value));
        worker.on('failed', (_job, error) => reject(error));
      });
      await queue.add('double', { value: 21 });
      await expect(result).resolves.toBe(42);
    } finally {
      await backend.close();
    }
  }, 30_000);

  it('retries a failing job and finishes it', async () => {
    const backend = createQueueBackend(configFor(kind));
    try {
      const queue = backend.createQueue<{ id: string }>('retry');
      let calls = 0;
      const done = new Promise<number>((resolve) => {
        const worker = backend.createWorker<{ id: string }>('retry', async () => {
          calls += 1;
          if (calls === 1) throw new Error('first attempt fails');
          return calls;
        });
        worker.on('completed', (_job, value) => resolve(value as number));
      });
      await queue.add('flaky', { id: 'a' }, { attempts: 3, backoff: { type: 'fixed', delay: 10 } });
      await expect(done).resolves.toBe(2);
    } finally {
      await backend.close();
    }
  }, 30_000);

  it('drains gracefully: close() waits for the running job', async () => {
    const backend = createQueueBackend(configFor(kind));
    const queue = backend.createQueue<Record<string, never>>('drain');
    let finished = false;
    const started = new Promise<void>((resolve) => {
      backend.createWorker('drain', async () => {
        resolve();
        await new Promise((wait) => setTimeout(wait, 300));
        finished = true;
      });
    });
    await queue.add('slow', {});
    await started;
    await backend.close();
    expect(finished).toBe(true);
  }, 30_000);

  it('runs a repeatable job from a scheduler', async () => {
    const backend = createQueueBackend(configFor(kind));
    try {
      const queue = backend.createQueue<{ tick: boolean }>('scheduled');
      const ran = new Promise<string>((resolve) => {
        backend.createWorker<{ tick: boolean }>('scheduled', async (job) => {
          resolve(job.name);
        });
      });
      await queue.upsertJobScheduler(
        'every-hour',
        { every: 3_600_000 },
        { name: 'tick', data: { tick: true } },
      );
      await expect(ran).resolves.toBe('tick');
    } finally {
      await backend.close();
    }
  }, 30_000);
});
