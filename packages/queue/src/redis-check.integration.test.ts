import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { redisCheck } from './redis-check.ts';

// /ready of a service that queues on Redis must go red while Redis is away, not only while PostgreSQL is.

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** A port that was just free: nothing listens there. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('the Redis readiness check', () => {
  it('passes against the running Redis', async () => {
    await expect(redisCheck(REDIS_URL)()).resolves.toBeUndefined();
  });

  it('fails when nothing listens at the Redis address', async () => {
    await expect(redisCheck(`redis://127.0.0.1:${await closedPort()}`)()).rejects.toThrow();
  });
});
