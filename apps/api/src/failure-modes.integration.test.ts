import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { issueToken } from '@grantflow/auth/token';
import { createDb } from '@grantflow/db/client';
import { createLogger } from '@grantflow/service/logger';
import { createDiskStorage } from '@grantflow/storage/disk-storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { type ApiTestKit, createApiTestKit, TEST_SECRET } from './testing/api-test-kit.ts';

// On the GraphQL side: authentication failures answer HTTP 401 (SECURITY 7), and
// PostgreSQL being down answers 503 with Retry-After instead of 200 INTERNAL.

const LIST = '{ listFunders { total } }';

/** A well-signed token for a session that does not exist (or, with another secret, a forged one). */
const tokenFor = (secret: string) =>
  issueToken({
    userId: 1,
    sessionId: '00000000-0000-4000-8000-000000000000',
    expiresAt: new Date(Date.now() + 60_000),
    secret,
  });

describe('authentication failures answer 401', () => {
  let kit: ApiTestKit;
  let userToken: string;
  let unauthorizedToken: string;

  beforeAll(async () => {
    kit = await createApiTestKit();
    const organizationId = await kit.createOrganization('Status Org');
    await kit.createUser({ email: 'ok@example.org', organizationId });
    await kit.createUser({ email: 'trial@example.org', organizationId, authorized: false });
    userToken = await kit.login('ok@example.org');
    unauthorizedToken = await kit.login('trial@example.org');
  });

  afterAll(async () => {
    await kit?.close();
  });

  it('answers an anonymous caller of a protected operation with 401 and the same body', async () => {
    const response = await kit.gql(LIST);
    expect(response.status).toBe(401);
    expect(response.body.errors?.[0]).toMatchObject({
      message: 'unauthorized',
      extensions: { code: 'UNAUTHORIZED' },
    });
  });

  it('answers a forged or revoked token with 401', async () => {
    const forged = await tokenFor('another-secret-another-secret-0123456');
    expect((await kit.gql(LIST, { token: forged })).status).toBe(401);
    expect((await kit.gql(LIST, { token: `${userToken}x` })).status).toBe(401);
  });

  it('keeps 200 for a signed-in user, refused or not', async () => {
    expect((await kit.gql(LIST, { token: userToken })).status).toBe(200);
    const refused = await kit.gql(LIST, { token: unauthorizedToken });
    expect(refused.status).toBe(200);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
  });

  it('keeps 200 for public operations', async () => {
    const response = await kit.gql(
      'mutation { loginUser(email: "nobody@example.org", password: "wrong-password") }',
    );
    expect(response.status).toBe(200);
  });
});

describe('PostgreSQL down', () => {
  const lines: { level: number; msg?: string }[] = [];
  const raw: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      raw.push(String(chunk));
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  // Port 1 on loopback: nothing listens, so every connection is refused at once.
  const down = createDb('postgres://postgres@127.0.0.1:1/grantflow', {
    pool: { connectionTimeoutMillis: 1000 },
  });
  const app = buildApp({
    db: down.db,
    pool: down.pool,
    authSecret: TEST_SECRET,
    logger: createLogger({ level: 'info', destination }),
    production: true,
    documents: {
      storage: createDiskStorage({ root: mkdtempSync(path.join(tmpdir(), 'gf-api-down-')) }),
      publishFileEvent: async () => undefined,
      maxUploadBytes: 1024 * 1024,
    },
  });

  afterAll(async () => {
    await app.close();
    await down.close();
  });

  it.each([
    [
      'a public mutation',
      'mutation { loginUser(email: "a@example.org", password: "whatever-password") }',
      undefined,
    ],
    ['a signed-in query', LIST, 'token'],
  ])('answers %s with 503, Retry-After and the generic message', async (_name, query, withToken) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (withToken) headers.authorization = `Bearer ${await tokenFor(TEST_SECRET)}`;
    const response = await app.inject({ method: 'POST', url: '/graphql', headers, payload: { query } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json().errors[0]).toMatchObject({
      message: 'Something went wrong',
      extensions: { code: 'UNAVAILABLE' },
    });
    expect(response.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|stack/);
  });

  it('reports not ready, and logs the outage at warn without a stack', async () => {
    expect((await app.inject({ url: '/ready' })).statusCode).toBe(503);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(raw.join('')).not.toMatch(/"stack"/);
  });
});
