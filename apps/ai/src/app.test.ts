import { createDb } from '@grantflow/db/client';
import { createLogger } from '@grantflow/service/logger';
import { closedPort } from '@grantflow/service/test-helpers';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { envSchema } from './env.ts';

const DATABASE_URL = `postgres://postgres@127.0.0.1:${await closedPort()}/down`;
const config = envSchema.parse({ DATABASE_URL, AUTH_SECRET: 'x'.repeat(32) });
const { db, pool, close } = createDb(DATABASE_URL);
const app = buildApp({ config, logger: createLogger({ level: 'silent' }), pool, db });

afterAll(async () => {
  await app.close();
  await close();
});

describe('ai app with the database down', () => {
  it('is healthy', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
  });

  it('is not ready and says the database failed', async () => {
    const response = await app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', failed: ['database'] });
  });

  it('answers unknown paths with a JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, error: 'No route for POST /nothing-here', data: null });
  });

  it('defaults to port 4104 on 127.0.0.1', () => {
    expect(config).toMatchObject({ PORT: 4104, HOST: '127.0.0.1', LOG_LEVEL: 'info' });
  });
});
