// Test-only (not built): the checks every database-backed service shares when PostgreSQL is unreachable.
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { closedPort } from '../test-helpers.ts';

export interface ServiceUnderTest {
  app: FastifyInstance;
  config: Record<string, unknown>;
  close: () => Promise<void>;
}

/** /health up, /ready 503 naming the database, JSON 404, and the default port on loopback. */
export async function describeAppWithDatabaseDown(options: {
  name: string;
  defaultPort: number;
  start: (databaseUrl: string) => ServiceUnderTest;
}): Promise<void> {
  const service = options.start(`postgres://postgres@127.0.0.1:${await closedPort()}/down`);

  afterAll(async () => {
    await service.app.close();
    await service.close();
  });

  describe(`${options.name} app with the database down`, () => {
    it('is healthy', async () => {
      const response = await service.app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(200);
    });

    it('is not ready and says the database failed', async () => {
      const response = await service.app.inject({ method: 'GET', url: '/ready' });
      expect(response.statusCode).toBe(503);
      // The schema version is read from the same database, so it cannot be confirmed either.
      expect(response.json()).toMatchObject({ status: 'unavailable', failed: ['database', 'schema'] });
    });

    it('answers unknown paths with a JSON 404', async () => {
      const response = await service.app.inject({ method: 'POST', url: '/nothing-here' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, error: 'No route for POST /nothing-here', data: null });
    });

    it(`defaults to port ${options.defaultPort} on 127.0.0.1`, () => {
      expect(service.config).toMatchObject({
        PORT: options.defaultPort,
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
      });
    });
  });
}
