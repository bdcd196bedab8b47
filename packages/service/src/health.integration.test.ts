import { afterAll, describe, expect, it } from 'vitest';
import { registerHealth } from './health.ts';
import { createLogger } from './logger.ts';
import { createPool, databaseCheck } from './pg.ts';
import { createServer } from './server.ts';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('/ready against PostgreSQL', () => {
  // Only `select 1` runs, so the shared test database is enough; nothing is written.
  const pool = createPool(url ?? '');
  const app = createServer({ logger: createLogger({ level: 'silent' }) });
  registerHealth(app, { checks: { database: databaseCheck(pool) } });

  afterAll(async () => {
    await app.close();
    await pool.end();
  });

  it('is 200 when the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/ready' });
    expect(response.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
    expect(response.statusCode).toBe(200);
  });
});
