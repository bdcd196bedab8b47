import { Writable } from 'node:stream';
import { createSession } from '@grantflow/auth/session';
import { issueToken } from '@grantflow/auth/token';
import { createDb, withIdentity } from '@grantflow/db/client';
import { createAdminPool, createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { createLogger } from '@grantflow/service/logger';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { envSchema } from './env.ts';

// On the REST service: raw zod or parser text, NUL bytes, oversize
// bodies and a database outage each answered with an internal message or a 500 before.

const SECRET = 'rest-input-hardening-secret-0123456789ab';
const CODES = { 'grantflow-error-codes': '1' };

let database: TestDatabase;
let admin: pg.Pool;
let app: FastifyInstance;
let token = '';
let programId = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = createAdminPool(database.url, 2);
  const insert = async (text: string, values: unknown[]) =>
    (await admin.query<{ id: number }>(`${text} returning id`, values)).rows[0]?.id as number;
  const organizationId = await insert('insert into organizations (name) values ($1)', ['Riverbend']);
  programId = await insert('insert into programs (organization_id, name) values ($1, $2)', [
    organizationId,
    'Youth Arts',
  ]);
  const userId = await insert(
    'insert into users (email, organization_id, role, authorized) values ($1, $2, $3, $4)',
    ['a@example.org', organizationId, 'USER', true],
  );
  const session = await withIdentity(database.db, (tx) => createSession(tx, userId));
  token = await issueToken({ userId, sessionId: session.id, expiresAt: session.expiresAt, secret: SECRET });
  const config = envSchema.parse({ DATABASE_URL: database.url, AUTH_SECRET: SECRET });
  app = buildApp({ config, logger: createLogger({ level: 'silent' }), pool: database.pool, db: database.db });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await admin?.end();
  await database?.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...CODES, ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('no internal text in answers', () => {
  it.each(['42', '"name"', 'null', '[1,2]', '{"name": {"$gt": ""}, "id": []}'])(
    'answers /program/name with body %s in catalogue words and codes',
    async (payload) => {
      const response = await post('/program/name', payload);
      expect(response.statusCode).toBeLessThan(501);
      const body = response.json();
      expect(body.error).not.toMatch(/Invalid input|expected|received|zod|Unexpected token/i);
      expect(body.code).toBeDefined();
    },
  );
});

describe('control characters', () => {
  it('refuses a NUL in the program name with a coded field error and changes nothing', async () => {
    const response = await post('/program/name', { id: programId, name: 'Arts\u0000' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      fieldErrors: { name: { code: 'CONTROL_CHARACTERS' } },
    });
    const stored = await admin.query('select name from programs where id = $1', [programId]);
    expect(stored.rows[0]?.name).toBe('Youth Arts');
  });
});

describe('oversize bodies', () => {
  it('answers a 2 MB body to /verify with a coded 413', async () => {
    const response = await post('/verify', { token: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE', data: null });
  });
});

describe('deeply nested JSON', () => {
  it.each(['/program/name', '/verify', '/support'])(
    'answers a body nested 5,000 levels deep on %s with a coded 400, not a 500',
    async (url) => {
      const response = await post(url, `{"name":${'['.repeat(5000)}${']'.repeat(5000)}}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, code: 'JSON_TOO_DEEP', data: null });
    },
  );
});

describe('PostgreSQL down', () => {
  it('answers 503 with Retry-After, the generic message and no stack in the log', async () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const down = createDb('postgres://postgres@127.0.0.1:1/grantflow', {
      pool: { connectionTimeoutMillis: 1000 },
    });
    const config = envSchema.parse({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/grantflow',
      AUTH_SECRET: SECRET,
    });
    const downApp = buildApp({
      config,
      logger: createLogger({ level: 'info', destination }),
      pool: down.pool,
      db: down.db,
    });
    try {
      const response = await downApp.inject({
        method: 'POST',
        url: '/verify',
        headers: { 'content-type': 'application/json' },
        payload: { token: 'abc' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ status: 503, error: 'Something went wrong', data: null });
      expect((await downApp.inject({ url: '/ready' })).statusCode).toBe(503);
      const serious = lines.map((line) => JSON.parse(line)).filter((line) => line.level >= 50);
      expect(serious).toEqual([]);
      expect(lines.join('')).not.toMatch(/"stack"/);
    } finally {
      await downApp.close();
      await down.close();
    }
  });
});
