import { afterAll, describe, expect, it } from 'vitest';
import { registerHealth } from './health.ts';
import { createLogger } from './logger.ts';
import { createPool, databaseCheck } from './pg.ts';
import { createServer } from './server.ts';
import { closedPort } from './test-helpers.ts';

const pool = createPool(`postgres://postgres@127.0.0.1:${await closedPort()}/none`);
const app = createServer({ logger: createLogger({ level: 'silent' }) });
registerHealth(app, {
  timeoutMs: 300,
  checks: {
    database: databaseCheck(pool),
    queue: async () => true,
    hung: () => new Promise(() => undefined),
  },
});

afterAll(async () => {
  await app.close();
  await pool.end();
});

describe('registerHealth', () => {
  it('/health is 200 without touching the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/ready is 503 and names the dependencies that failed', async () => {
    const response = await app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      failed: ['database', 'hung'],
      checks: { database: 'failed', queue: 'ok', hung: 'timeout' },
    });
    expect(response.body).not.toContain('ECONNREFUSED');
  });

  it('/ready is 200 when there is nothing to check', async () => {
    const bare = createServer({ logger: createLogger({ level: 'silent' }) });
    registerHealth(bare);
    const response = await bare.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(200);
    await bare.close();
  });
});
