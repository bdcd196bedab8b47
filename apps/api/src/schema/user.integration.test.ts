import { createSession } from '@grantflow/auth/session';
import { issueToken } from '@grantflow/auth/token';
import { withIdentity } from '@grantflow/db/client';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestKit, createApiTestKit, TEST_SECRET } from '../testing/api-test-kit.ts';

const LOGIN = `mutation Login($email: String!, $password: String!, $code: String) {
  loginUser(email: $email, password: $password, code: $code)
}`;
const CURRENT_USER = `{ currentUser { id email role authorized organization { id name currentFiscalYear fiscalYearStart } } }`;

let kit: ApiTestKit;
let orgId: number;
let userId: number;

beforeAll(async () => {
  kit = await createApiTestKit();
  orgId = await kit.createOrganization('Riverbend Community Foundation', '2020-07-01');
  userId = await kit.createUser({ email: 'staff@example.org', organizationId: orgId });
});

afterAll(async () => {
  await kit?.close();
});

function expectNoInternals(raw: string) {
  expect(raw).not.toMatch(/stack|\.ts:\d|node_modules|at async|originalError|select |Error:/i);
}

describe('loginUser', () => {
  it('returns a token that makes currentUser answer with that user', async () => {
    const login = await kit.gql<{ loginUser: string }>(LOGIN, {
      variables: { email: '  Staff@Example.org ', password: 'correct horse battery staple' },
    });
    expect(login.body.errors).toBeUndefined();
    const token = login.body.data?.loginUser ?? '';
    expect(token.split('.')).toHaveLength(3);

    const me = await kit.gql(CURRENT_USER, { token });
    expect(me.body).toEqual({
      data: {
        currentUser: {
          id: String(userId),
          email: 'staff@example.org',
          role: 'USER',
          authorized: true,
          organization: {
            id: String(orgId),
            name: 'Riverbend Community Foundation',
            currentFiscalYear: expect.any(Number),
            fiscalYearStart: '2020-07-01',
          },
        },
      },
    });
  });

  it('answers an unknown e-mail and a wrong password identically', async () => {
    const unknown = await kit.gql(LOGIN, {
      variables: { email: 'nobody@example.org', password: 'whatever-123' },
    });
    const wrong = await kit.gql(LOGIN, {
      variables: { email: 'staff@example.org', password: 'whatever-123' },
    });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.raw).toBe(wrong.raw);
    expect(wrong.body.data).toBeNull();
    expect(wrong.body.errors?.map((e) => e.message)).toEqual(['Invalid email or password']);
    expect(wrong.body.errors?.[0]?.extensions).toEqual({ code: 'INVALID_CREDENTIALS' });
    expectNoInternals(wrong.raw);
  });

  it('refuses a malformed e-mail with the specification message', async () => {
    const response = await kit.gql(LOGIN, { variables: { email: 'not-an-email', password: 'x' } });
    expect(response.body.errors?.[0]?.message).toBe('This field needs to be a valid email.');
    expectNoInternals(response.raw);
  });

  it('answers "2fa" when 2FA is on and no code was sent, and refuses a wrong code', async () => {
    const twoFactorUser = await kit.createUser({ email: 'two@example.org', organizationId: orgId });
    await withIdentity(kit.database.db, (tx) =>
      tx.execute(
        sql`insert into two_factor_settings (user_id, email_for_2fa, is_enabled) values (${twoFactorUser}, 'two@example.org', true)`,
      ),
    );
    const first = await kit.gql(LOGIN, {
      variables: { email: 'two@example.org', password: 'correct horse battery staple' },
    });
    expect(first.body.data).toEqual({ loginUser: '2fa' });

    const wrongPassword = await kit.gql(LOGIN, {
      variables: { email: 'two@example.org', password: 'nope-nope' },
    });
    expect(wrongPassword.body.errors?.[0]?.message).toBe('Invalid email or password');

    const withCode = await kit.gql(LOGIN, {
      variables: { email: 'two@example.org', password: 'correct horse battery staple', code: '12345' },
    });
    expect(withCode.body.data).toBeNull();
    expect(withCode.body.errors?.[0]?.extensions?.code).toBe('INVALID_TWO_FACTOR_CODE');
  });
});

describe('bearer tokens', () => {
  async function liveSession(): Promise<{ sessionId: string; token: string }> {
    const session = await withIdentity(kit.database.db, (tx) => createSession(tx, userId));
    const token = await issueToken({
      userId,
      sessionId: session.id,
      expiresAt: session.expiresAt,
      secret: TEST_SECRET,
    });
    return { sessionId: session.id, token };
  }

  const key = new TextEncoder().encode(TEST_SECRET);
  const base = (sessionId: string) =>
    new SignJWT({ sid: sessionId })
      .setSubject(String(userId))
      .setIssuer('grantflow')
      .setAudience('grantflow')
      .setIssuedAt();
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('accepts a well-formed token for a live session', async () => {
    const { token } = await liveSession();
    const me = await kit.gql<{ currentUser: { id: string } | null }>(CURRENT_USER, { token });
    expect(me.body.data?.currentUser?.id).toBe(String(userId));
  });

  const forgeries: [string, (sessionId: string) => Promise<string>][] = [
    [
      'alg none',
      async (sid) =>
        `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: String(userId), sid, iss: 'grantflow', aud: 'grantflow', exp: Math.floor(Date.now() / 1000) + 3600 })}.`,
    ],
    [
      'HS512 instead of HS256',
      (sid) => base(sid).setProtectedHeader({ alg: 'HS512' }).setExpirationTime('1h').sign(key),
    ],
    [
      'wrong secret',
      (sid) =>
        base(sid)
          .setProtectedHeader({ alg: 'HS256' })
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode('another-secret-another-secret-another')),
    ],
    ['expired', (sid) => base(sid).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('-1m').sign(key)],
    [
      'not yet valid',
      (sid) =>
        base(sid).setProtectedHeader({ alg: 'HS256' }).setNotBefore('10m').setExpirationTime('1h').sign(key),
    ],
    [
      'wrong audience',
      (sid) =>
        base(sid)
          .setAudience('someone-else')
          .setProtectedHeader({ alg: 'HS256' })
          .setExpirationTime('1h')
          .sign(key),
    ],
    [
      'wrong issuer',
      (sid) =>
        base(sid)
          .setIssuer('someone-else')
          .setProtectedHeader({ alg: 'HS256' })
          .setExpirationTime('1h')
          .sign(key),
    ],
    ['garbage', async () => 'not.a.token'],
  ];

  it.each(forgeries)('treats a token with %s as anonymous', async (_label, forge) => {
    const { sessionId } = await liveSession();
    const token = await forge(sessionId);
    const me = await kit.gql(CURRENT_USER, { token });
    expect(me.body).toEqual({ data: { currentUser: null } });
    const orgs = await kit.gql('{ listOrganizations { id } }', { token });
    expect(orgs.body.errors?.map((e) => e.message)).toEqual(['unauthorized']);
  });

  it('stops working after logout', async () => {
    const token = await kit.login('staff@example.org');
    const logout = await kit.gql('mutation { logout }', { token });
    expect(logout.body).toEqual({ data: { logout: true } });
    const me = await kit.gql(CURRENT_USER, { token });
    expect(me.body).toEqual({ data: { currentUser: null } });
    const again = await kit.gql('mutation { logout }', { token });
    expect(again.body).toEqual({ data: { logout: false } });
  });

  it('stops working when the session has expired', async () => {
    const { token, sessionId } = await liveSession();
    await withIdentity(kit.database.db, (tx) =>
      tx.execute(sql`update sessions set expires_at = now() - interval '1 second' where id = ${sessionId}`),
    );
    const me = await kit.gql(CURRENT_USER, { token });
    expect(me.body).toEqual({ data: { currentUser: null } });
  });
});
