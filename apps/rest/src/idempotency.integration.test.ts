import { settleBackground } from '@grantflow/auth/background';
import { loginUser } from '@grantflow/auth/login-user';
import { hashPassword } from '@grantflow/auth/password';
import { withIdentity } from '@grantflow/db/client';
import { organizations, users } from '@grantflow/db/schema/identity';
import { createAdminPool, createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { createLogger } from '@grantflow/service/logger';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { envSchema } from './env.ts';

// POST /support sent twice with one Idempotency-Key (a client retrying after a lost answer) stores one
// ticket and answers the same both times; the same key with another body is refused, coded.

const SECRET = 'rest-idempotency-secret-rest-idempotency';
const PASSWORD = 'correct horse battery staple';

let database: TestDatabase;
let admin: pg.Pool;
let app: FastifyInstance;
let token: string;
let userId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = createAdminPool(database.url, 1);
  app = buildApp({
    config: envSchema.parse({
      DATABASE_URL: 'postgres://unused/db',
      AUTH_SECRET: SECRET,
      PUBLIC_URL: 'https://x.test',
    }),
    logger: createLogger({ level: 'silent' }),
    pool: database.pool,
    db: database.db,
    accounts: { slowDown: { baseMs: 0, maxMs: 0 } },
  });
  await app.ready();
  const passwordHash = await hashPassword(PASSWORD);
  userId = await withIdentity(database.db, async (tx) => {
    const [org] = await tx
      .insert(organizations)
      .values({ name: 'Riverbend' })
      .returning({ id: organizations.id });
    const [user] = await tx
      .insert(users)
      .values({
        email: 'ana@example.org',
        organizationId: org?.id ?? 0,
        passwordHash,
        verifiedAt: new Date(),
      })
      .returning({ id: users.id });
    return user?.id ?? 0;
  });
  token = await loginUser(database.db, { email: 'ana@example.org', password: PASSWORD }, SECRET);
});

afterAll(async () => {
  await settleBackground();
  await app?.close();
  await admin?.end();
  await database?.close();
});

const ticket = (message: string) => ({
  name: 'Ana',
  organization: 'Riverbend',
  email: 'ana@example.org',
  message,
  user_id: userId,
});

function post(body: unknown, key?: string) {
  return app.inject({
    method: 'POST',
    url: '/support',
    headers: { authorization: `Bearer ${token}`, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: body as Record<string, unknown>,
  });
}

async function ticketsSaying(message: string): Promise<number> {
  const { rows } = await admin.query<{ n: number }>(
    'select count(*)::int as n from support_tickets where message = $1',
    [message],
  );
  return rows[0]?.n ?? 0;
}

describe('Idempotency-Key on POST /support', () => {
  it('stores one ticket for two requests with the same key and answers the same both times', async () => {
    const first = await post(ticket('Retried once'), 'support-key-1');
    const second = await post(ticket('Retried once'), 'support-key-1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 200, error: null, data: { id: expect.any(Number) } });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await ticketsSaying('Retried once')).toBe(1);
  });

  it('stores again without a key', async () => {
    await post(ticket('No key'));
    await post(ticket('No key'));
    expect(await ticketsSaying('No key')).toBe(2);
  });

  it('refuses the same key with another body as IDEMPOTENCY_KEY_REUSED (422)', async () => {
    await post(ticket('First body'), 'support-key-2');
    const other = await app.inject({
      method: 'POST',
      url: '/support',
      headers: {
        authorization: `Bearer ${token}`,
        'idempotency-key': 'support-key-2',
        'grantflow-error-codes': '1',
      },
      payload: ticket('Second body'),
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await ticketsSaying('Second body')).toBe(0);
  });

  it('refuses a malformed key with a coded 400 and stores nothing', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/support',
      headers: {
        authorization: `Bearer ${token}`,
        'idempotency-key': 'x'.repeat(300),
        'grantflow-error-codes': '1',
      },
      payload: ticket('Bad key'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION' });
    expect(await ticketsSaying('Bad key')).toBe(0);
  });

  it('keeps no refused answer: a corrected retry with the key runs', async () => {
    const refused = await post({ ...ticket('Fixed later'), name: '' }, 'support-key-3');
    expect(refused.json()).toMatchObject({ status: 400 });
    const corrected = await post(ticket('Fixed later'), 'support-key-3');
    expect(corrected.json()).toMatchObject({ status: 200, data: { id: expect.any(Number) } });
    expect(await ticketsSaying('Fixed later')).toBe(1);
  });
});
