import { restErrorFor } from '@grantflow/auth/rest-auth';
import type { Db } from '@grantflow/db/client';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CODES_HEADER } from './errors.ts';
import { createLogger } from './logger.ts';
import { createServer } from './server.ts';
import { restRoutes } from './tenant-route.ts';

// Without a token that verifies, the wrappers never reach the database: the refusal comes first.
const db = {} as Db;
const routes = restRoutes({ db, authSecret: 'tenant-route-test-secret-0123456789abcdef' });
const ran: string[] = [];
const input = z.object({ name: z.string().min(3) });

const app = createServer({ logger: createLogger({ level: 'silent' }), mapError: restErrorFor });
app.post(
  '/tenant',
  routes.tenantRoute({
    input,
    run: async () => {
      ran.push('tenant');
      return null;
    },
  }),
);
app.post(
  '/user',
  routes.userRoute({
    input,
    // Like the rename's: its own answer for a refused input only, refusals of access stay the server's.
    mapError: (error) =>
      restErrorFor(error)?.codes.code === 'VALIDATION' ? { status: 500, message: 'refused' } : null,
    run: async () => {
      ran.push('user');
      return null;
    },
  }),
);
afterAll(() => app.close());

describe('restRoutes', () => {
  it.each([
    ['/tenant', undefined],
    ['/tenant', 'Bearer not-a-token'],
    ['/user', undefined],
    ['/user', 'Bearer not-a-token'],
  ])('%s refuses a caller without a session (%s) before it judges the input', async (url, authorization) => {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { [ERROR_CODES_HEADER]: '1', ...(authorization ? { authorization } : {}) },
      payload: { name: 'x' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(ran).toEqual([]);
  });
});
