import { Redis } from 'ioredis';

/**
 * A readiness check for a service whose jobs live in Redis: a PING on a connection of its own, opened and
 * closed per check, so a probe never waits behind BullMQ's blocking commands and leaves nothing open.
 * Rejects when Redis is down or refuses the credentials in the URL.
 */
export function redisCheck(url: string, timeoutMs = 1500): () => Promise<void> {
  return async () => {
    const client = new Redis(url, {
      lazyConnect: true,
      connectTimeout: timeoutMs,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    // Without a listener a failed connection would be an unhandled 'error' event.
    client.on('error', () => {});
    try {
      await client.connect();
      const answer = await client.ping();
      if (answer !== 'PONG')
        throw Object.assign(new Error(`Redis answered ${answer}`), { code: 'REDIS_NOT_READY' });
    } finally {
      client.disconnect();
    }
  };
}
