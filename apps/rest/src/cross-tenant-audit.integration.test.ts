import { settleBackground } from '@grantflow/auth/background';
import { createSession } from '@grantflow/auth/session';
import { issueToken } from '@grantflow/auth/token';
import { withIdentity } from '@grantflow/db/client';
import { createAdminPool, createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { createLogger } from '@grantflow/service/logger';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { envSchema } from './env.ts';

// The REST services audit cross-tenant refusals as the api does: a bounded number of events per user and kind.

const SECRET = 'cross-tenant-audit-secret-0123456789abcdef';

let database: TestDatabase;
let admin: pg.Pool;
let app: FastifyInstance;
let orgA = 0;
let usersOfA: number[] = [];

const insert = async (text: string, values: unknown[]) =>
  (await admin.query<{ id: number }>(`${text} returning id`, values)).rows.map((row) => row.id);

async function signedInUserOfB(email: string) {
  const [orgB = 0] = await insert('insert into organizations (name) values ($1)', [`B of ${email}`]);
  const [userId = 0] = await insert('insert into users (email, organization_id) values ($1, $2)', [
    email,
    orgB,
  ]);
  const session = await withIdentity(database.db, (tx) => createSession(tx, userId));
  const token = issueToken({ userId, sessionId: session.id, expiresAt: session.expiresAt, secret: SECRET });
  return { userId, orgB, token: await token };
}

const denials = async (userId: number) =>
  (
    await admin.query<{ organization_id: number; target_type: string; target_id: string }>(
      "select organization_id, target_type, target_id from audit_events where action = 'auth.tenant.denied' and actor_user_id = $1",
      [userId],
    )
  ).rows;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = createAdminPool(database.url, 2);
  [orgA = 0] = await insert('insert into organizations (name) values ($1)', ['A']);
  usersOfA = await insert(
    "insert into users (email, organization_id) select 'a' || n || '@example.org', $1 from generate_series(1, 20) n",
    [orgA],
  );
  const config = envSchema.parse({ DATABASE_URL: database.url, AUTH_SECRET: SECRET });
  app = buildApp({ config, logger: createLogger({ level: 'silent' }), pool: database.pool, db: database.db });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await admin?.end();
  await database?.close();
});

describe('cross-tenant refusals over REST', () => {
  it("audits another organisation's user ids once, not once per try", async () => {
    const { userId, token } = await signedInUserOfB('rest-prober@example.org');
    for (const id of usersOfA) {
      const response = await app.inject({
        method: 'GET',
        url: `/managers/${id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(404);
    }
    await settleBackground();
    const events = await denials(userId);
    expect(events.length).toBeGreaterThanOrEqual(1);
    expect(events.length).toBeLessThanOrEqual(2);
    expect(events[0]).toMatchObject({ organization_id: orgA, target_type: 'user' });
  });

  it('audits an organisation asked for by id, and not one that does not exist', async () => {
    const { userId, token } = await signedInUserOfB('rest-header@example.org');
    for (const organizationId of [2_147_483_000, orgA]) {
      const response = await app.inject({
        method: 'GET',
        url: `/export/deadlines.xlsx?organizationId=${organizationId}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(404);
    }
    await settleBackground();
    expect(await denials(userId)).toEqual([
      { organization_id: orgA, target_type: 'organization', target_id: String(orgA) },
    ]);
  });

  it('does not claim a cross-tenant try for a user of its own organisation', async () => {
    const { userId, orgB, token } = await signedInUserOfB('rest-colleague@example.org');
    const [colleague] = await insert('insert into users (email, organization_id) values ($1, $2)', [
      'colleague@example.org',
      orgB,
    ]);
    const response = await app.inject({
      method: 'GET',
      url: `/managers/${colleague}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(404);
    await settleBackground();
    expect(await denials(userId)).toEqual([]);
  });
});
