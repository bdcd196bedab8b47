import { createSession } from '@grantflow/auth/session';
import { issueToken } from '@grantflow/auth/token';
import { withIdentity } from '@grantflow/db/client';
import { createAdminPool, createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { createLogger } from '@grantflow/service/logger';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { envSchema } from '../env.ts';

const SECRET = 'program-name-route-secret-0123456789ab';

let database: TestDatabase;
let admin: pg.Pool;
let app: FastifyInstance;
const ids = { orgA: 0, orgB: 0, program: 0, other: 0 };
const token = { a: '', b: '', unauthorized: '' };

async function insert(text: string, values: unknown[]): Promise<number> {
  const result = await admin.query<{ id: number }>(`${text} returning id`, values);
  return result.rows[0]?.id as number;
}

async function tokenFor(email: string, organizationId: number, authorized = true): Promise<string> {
  const userId = await insert(
    'insert into users (email, organization_id, role, authorized) values ($1, $2, $3, $4)',
    [email, organizationId, 'USER', authorized],
  );
  const session = await withIdentity(database.db, (tx) => createSession(tx, userId));
  return issueToken({ userId, sessionId: session.id, expiresAt: session.expiresAt, secret: SECRET });
}

const rename = (body: unknown, bearer?: string) =>
  app.inject({
    method: 'POST',
    url: '/program/name',
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    payload: body as object,
  });

const nameOf = async (id: number) =>
  (await admin.query<{ name: string }>('select name from programs where id = $1', [id])).rows[0]?.name;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = createAdminPool(database.url, 2);
  ids.orgA = await insert('insert into organizations (name) values ($1)', ['Riverbend']);
  ids.orgB = await insert('insert into organizations (name) values ($1)', ['Harbor']);
  ids.program = await insert('insert into programs (organization_id, name) values ($1, $2)', [
    ids.orgA,
    'Youth Arts',
  ]);
  ids.other = await insert('insert into programs (organization_id, name) values ($1, $2)', [
    ids.orgA,
    'Seniors',
  ]);
  token.a = await tokenFor('a@example.org', ids.orgA);
  token.b = await tokenFor('b@example.org', ids.orgB);
  token.unauthorized = await tokenFor('expired@example.org', ids.orgA, false);
  const config = envSchema.parse({ DATABASE_URL: database.url, AUTH_SECRET: SECRET });
  app = buildApp({ config, logger: createLogger({ level: 'silent' }), pool: database.pool, db: database.db });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await admin?.end();
  await database?.close();
});

describe('POST /program/name', () => {
  it('renames the program and answers the envelope with it', async () => {
    const response = await rename({ id: ids.program, name: '  Youth Arts & Music ' }, token.a);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 200,
      error: null,
      data: { id: ids.program, name: 'Youth Arts & Music' },
    });
    expect(await nameOf(ids.program)).toBe('Youth Arts & Music');
  });

  it('accepts a change of case of its own name', async () => {
    const response = await rename({ id: ids.program, name: 'YOUTH ARTS & MUSIC' }, token.a);
    expect(response.json()).toMatchObject({ status: 200, data: { name: 'YOUTH ARTS & MUSIC' } });
  });

  it.each([
    [{ id: ids.program, name: 'seniors' }, 'A program with this name already exists.'],
    [{ id: ids.program, name: '   ' }, 'This field is required.'],
    [{ id: ids.program }, 'This field is required.'],
  ])('answers status 500 with the error text for %j', async (body, error) => {
    const payload = { ...body, id: ids.program };
    const response = await rename(payload, token.a);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 500, error, data: null });
    expect(await nameOf(ids.program)).toBe('YOUTH ARTS & MUSIC');
  });

  it("refuses another organisation's program like a missing one, and anonymous or unauthorized callers", async () => {
    expect((await rename({ id: ids.program, name: 'Taken over' }, token.b)).statusCode).toBe(404);
    expect((await rename({ id: 999999, name: 'Nothing' }, token.a)).json()).toEqual({
      status: 404,
      error: 'Program not found',
      data: null,
    });
    expect((await rename({ id: ids.program, name: 'Anon' })).statusCode).toBe(401);
    expect((await rename({ id: ids.program, name: 'Expired' }, token.unauthorized)).statusCode).toBe(401);
    expect(await nameOf(ids.program)).toBe('YOUTH ARTS & MUSIC');
  });
});

describe('coded errors (grantflow-error-codes header)', () => {
  it('adds the codes of a refused name and of a missing program for a client that asks', async () => {
    const ask = { authorization: `Bearer ${token.a}`, 'grantflow-error-codes': '1' };
    const blank = await app.inject({
      method: 'POST',
      url: '/program/name',
      headers: ask,
      payload: { id: ids.program, name: ' ' },
    });
    expect(blank.json()).toEqual({
      status: 500,
      error: 'This field is required.',
      data: null,
      code: 'VALIDATION',
      issue: { code: 'REQUIRED', params: {} },
      fields: { name: 'This field is required.' },
      fieldErrors: { name: { code: 'REQUIRED', params: {} } },
    });
    const missing = await app.inject({
      method: 'POST',
      url: '/program/name',
      headers: ask,
      payload: { id: 999999, name: 'Nothing' },
    });
    expect(missing.json()).toEqual({
      status: 404,
      error: 'Program not found',
      data: null,
      code: 'PROGRAM_NOT_FOUND',
    });
  });
});
