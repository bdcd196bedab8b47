import { createSession } from '@grantflow/auth/session';
import { issueToken } from '@grantflow/auth/token';
import { withIdentity } from '@grantflow/db/client';
import { createAdminPool, createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import type { Role } from '@grantflow/domain/shared/enums';
import { createLogger } from '@grantflow/service/logger';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { envSchema } from '../env.ts';

const SECRET = 'managers-route-secret-0123456789abcdef';

let database: TestDatabase;
let admin: pg.Pool;
let app: FastifyInstance;
const org = { home: 0, linkedB: 0, linkedA: 0, other: 0 };
const user = { admin: 0, manager: 0, staff: 0, expired: 0, otherManager: 0 };
const token = { admin: '', manager: '', staff: '', expired: '', otherManager: '' };

async function insert(text: string, values: unknown[]): Promise<number> {
  const result = await admin.query<{ id: number }>(`${text} returning id`, values);
  return result.rows[0]?.id as number;
}

const createOrg = (name: string) => insert('insert into organizations (name) values ($1)', [name]);
const createUser = (email: string, organizationId: number, role: Role, authorized = true) =>
  insert('insert into users (email, organization_id, role, authorized) values ($1, $2, $3, $4)', [
    email,
    organizationId,
    role,
    authorized,
  ]);

async function tokenFor(userId: number): Promise<string> {
  const session = await withIdentity(database.db, (tx) => createSession(tx, userId));
  return issueToken({ userId, sessionId: session.id, expiresAt: session.expiresAt, secret: SECRET });
}

function call(method: 'GET' | 'POST', url: string, bearer?: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  admin = createAdminPool(database.url, 2);
  org.home = await createOrg('Home Org');
  org.linkedB = await createOrg('beta Linked');
  org.linkedA = await createOrg('Alpha Linked');
  org.other = await createOrg('Other Org');
  user.admin = await createUser('admin@example.org', org.other, 'ADMIN');
  user.manager = await createUser('manager@example.org', org.home, 'MANAGER');
  user.staff = await createUser('staff@example.org', org.home, 'USER');
  user.expired = await createUser('expired@example.org', org.home, 'MANAGER', false);
  user.otherManager = await createUser('other-manager@example.org', org.other, 'MANAGER');
  for (const organizationId of [org.linkedB, org.linkedA]) {
    await admin.query('insert into manager_links (user_id, organization_id) values ($1, $2)', [
      user.manager,
      organizationId,
    ]);
  }
  for (const key of Object.keys(token) as (keyof typeof token)[]) token[key] = await tokenFor(user[key]);
  const config = envSchema.parse({ DATABASE_URL: database.url, AUTH_SECRET: SECRET });
  app = buildApp({ config, logger: createLogger({ level: 'silent' }), pool: database.pool, db: database.db });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await admin?.end();
  await database?.close();
});

describe('GET /managers/:userId', () => {
  it("lists the manager's own links, sorted by name case-insensitively", async () => {
    const response = await call('GET', `/managers/${user.manager}`, token.manager);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { organization: { id: org.linkedA, name: 'Alpha Linked' } },
      { organization: { id: org.linkedB, name: 'beta Linked' } },
    ]);
  });

  it('answers an empty list for a user without links, and any user for an ADMIN', async () => {
    expect((await call('GET', `/managers/${user.staff}`, token.staff)).json()).toEqual([]);
    const response = await call('GET', `/managers/${user.manager}`, token.admin);
    expect(response.json()).toHaveLength(2);
  });

  it("refuses someone else's id like a missing user, and anonymous or unauthorized callers", async () => {
    for (const [bearer, status] of [
      [token.staff, 404],
      [token.otherManager, 404],
      [undefined, 401],
      [token.expired, 401],
    ] as const) {
      const response = await call('GET', `/managers/${user.manager}`, bearer);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ status, data: null });
    }
    expect((await call('GET', '/managers/abc', token.manager)).statusCode).toBe(404);
  });
});

describe('POST /managers/organisation', () => {
  const body = { name: 'New Place', fiscal_year_start_date: '2024-07-01' };

  it('creates the organisation and links it to the manager', async () => {
    const response = await call('POST', '/managers/organisation', token.manager, {
      ...body,
      user_id: user.manager,
    });
    expect(response.statusCode).toBe(200);
    const created = response.json();
    expect(created).toMatchObject({ status: 200, error: null, data: { name: 'New Place' } });
    const links = (await call('GET', `/managers/${user.manager}`, token.manager)).json();
    expect(links).toContainEqual({ organization: { id: created.data.id, name: 'New Place' } });
    const row = await admin.query(
      "select to_char(fiscal_year_start, 'YYYY-MM-DD') as start from organizations where id = $1",
      [created.data.id],
    );
    expect(row.rows[0]).toEqual({ start: '2024-07-01' });
    const audit = await admin.query(
      'select action from audit_events where organization_id = $1 and actor_user_id = $2 order by id',
      [created.data.id, user.manager],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['organization.created', 'manager_link.added']);
  });

  it('lets an ADMIN create one for a manager, but not for a USER', async () => {
    const ok = await call('POST', '/managers/organisation', token.admin, {
      ...body,
      user_id: user.otherManager,
    });
    expect(ok.json()).toMatchObject({ status: 200 });
    const links = (await call('GET', `/managers/${user.otherManager}`, token.otherManager)).json();
    expect(links).toHaveLength(1);
    const refused = await call('POST', '/managers/organisation', token.admin, {
      ...body,
      user_id: user.staff,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('refuses USERs (403), anonymous and unauthorized callers (401), and another manager as user_id (404)', async () => {
    const before = await admin.query('select count(*)::int as n from organizations');
    const cases = [
      [token.staff, user.staff, 403],
      [undefined, user.manager, 401],
      [token.expired, user.expired, 401],
      [token.otherManager, user.manager, 404],
    ] as const;
    for (const [bearer, userId, status] of cases) {
      const response = await call('POST', '/managers/organisation', bearer, { ...body, user_id: userId });
      expect(response.statusCode).toBe(status);
    }
    expect((await admin.query('select count(*)::int as n from organizations')).rows).toEqual(before.rows);
    const denied = await admin.query(
      "select count(*)::int as n from audit_events where action = 'auth.authorization.denied' and actor_user_id = $1",
      [user.staff],
    );
    expect(denied.rows[0]).toEqual({ n: 1 });
  });

  it('validates the body with the shared schema', async () => {
    const response = await call('POST', '/managers/organisation', token.manager, {
      user_id: user.manager,
      name: '  ',
      fiscal_year_start_date: '2024-13-45',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, error: 'This field is required.', data: null });
  });

  it('ignores role, authorized and organizationId in the body (SECURITY.md, row 2)', async () => {
    const response = await call('POST', '/managers/organisation', token.manager, {
      ...body,
      name: 'Sneaky',
      user_id: user.manager,
      role: 'ADMIN',
      authorized: true,
      organizationId: org.other,
      organization_id: org.other,
    });
    expect(response.json()).toMatchObject({ status: 200 });
    const me = await admin.query('select role, organization_id from users where id = $1', [user.manager]);
    expect(me.rows[0]).toEqual({ role: 'MANAGER', organization_id: org.home });
    const linkedToOther = await admin.query(
      'select 1 from manager_links where user_id = $1 and organization_id = $2',
      [user.manager, org.other],
    );
    expect(linkedToOther.rowCount).toBe(0);
  });
});
