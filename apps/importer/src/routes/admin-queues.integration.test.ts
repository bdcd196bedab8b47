import { randomBytes } from 'node:crypto';
import { createSession } from '@grantflow/auth/session';
import { issueToken } from '@grantflow/auth/token';
import { withIdentity } from '@grantflow/db/client';
import { createQueueBackend, type GrantflowQueue, type QueueBackend } from '@grantflow/queue/queue-backend';
import { createLogger } from '@grantflow/service/logger';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { envSchema } from '../env.ts';
import { createImportFixture, type ImportFixture } from '../testing/import-fixture.ts';

// Bull Board at /admin/queues on BullMQ 6's PostgreSQL backend: ADMIN sees the queues and their jobs;
// every other caller is refused on every route the board registers.

const AUTH_SECRET = 'admin-queues-test-secret-0123456789abcdef';
let fx: ImportFixture;
let queues: QueueBackend;
let app: FastifyInstance;
const boardRoutes: Array<{ method: string; url: string }> = [];
let adminToken: string;
let userToken: string;

async function userWithRole(role: 'ADMIN' | 'USER'): Promise<string> {
  const { rows } = await fx.admin.query<{ id: number }>(
    `insert into users (email, organization_id, role, authorized, verified_at) values ($1, $2, $3, true, now()) returning id`,
    [`${role.toLowerCase()}-${randomBytes(3).toString('hex')}@example.org`, fx.organizationId, role],
  );
  const userId = rows[0]?.id as number;
  const session = await withIdentity(fx.database.db, (tx) => createSession(tx, userId));
  return issueToken({ userId, sessionId: session.id, expiresAt: session.expiresAt, secret: AUTH_SECRET });
}

beforeAll(async () => {
  fx = await createImportFixture();
  queues = createQueueBackend({
    databaseUrl: fx.database.url,
    namespace: `board_${randomBytes(4).toString('hex')}`,
  });
  const queue = queues.createQueue<{ n: number }>('drive-imports');
  await queue.add('import', { n: 1 }, { jobId: 'board-probe' });
  app = buildApp({
    config: envSchema.parse({ DATABASE_URL: fx.database.url, AUTH_SECRET }),
    logger: createLogger({ level: 'silent' }),
    pool: fx.database.pool,
    db: fx.database.db,
    boardQueues: [queue as GrantflowQueue<unknown>],
  });
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (route.url.startsWith('/admin/queues') && method !== 'HEAD')
        boardRoutes.push({ method, url: route.url });
    }
  });
  await app.ready();
  adminToken = await userWithRole('ADMIN');
  userToken = await userWithRole('USER');
}, 60_000);

afterAll(async () => {
  await app?.close();
  await queues?.close();
  await fx?.close();
});

describe('/admin/queues', () => {
  it('shows ADMIN the board and the queues with their jobs (PostgreSQL backend)', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/admin/queues',
      headers: { cookie: `token=${adminToken}` },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const api = await app.inject({
      method: 'GET',
      url: '/admin/queues/api/queues?activeQueue=drive-imports&status=waiting&page=1',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(api.statusCode).toBe(200);
    const body = api.json() as {
      queues: Array<{ name: string; counts: Record<string, number>; jobs: Array<{ id: string }> }>;
    };
    const [queue] = body.queues;
    expect(queue?.name).toBe('drive-imports');
    expect(queue?.counts.waiting).toBe(1);
    expect(queue?.jobs.map((job) => job.id)).toEqual(['board-probe']);
  });

  it('refuses every board route to a USER (403) and to anonymous callers (401)', async () => {
    expect(boardRoutes.length).toBeGreaterThan(10);
    for (const route of boardRoutes) {
      const url = route.url.replace(/:(\w+)/g, 'x').replace('*', 'main.js');
      const asUser = await app.inject({
        method: route.method as 'GET',
        url,
        headers: { authorization: `Bearer ${userToken}` },
      });
      expect(asUser.statusCode, `${route.method} ${url} as USER`).toBe(403);
      const anonymous = await app.inject({ method: route.method as 'GET', url });
      expect(anonymous.statusCode, `${route.method} ${url} anonymous`).toBe(401);
    }
  });
});
