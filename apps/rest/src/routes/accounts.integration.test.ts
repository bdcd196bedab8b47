import { settleBackground } from '@grantflow/auth/background';
import { createUnverifiedUser } from '@grantflow/auth/create-unverified-user';
import { loginUser } from '@grantflow/auth/login-user';
import { hashPassword } from '@grantflow/auth/password';
import { generatePersonalAccessToken } from '@grantflow/auth/personal-access-token';
import { withIdentity } from '@grantflow/db/client';
import { insertPersonalAccessToken } from '@grantflow/db/repositories/personal-access-tokens';
import { organizations, users } from '@grantflow/db/schema/identity';
import { createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { DOMAIN_ERROR_MESSAGES } from '@grantflow/domain/shared/error-messages';
import { createMailer, type Mailer } from '@grantflow/email/mailer';
import { type SmtpSink, startSmtpSink } from '@grantflow/email/testing/smtp-sink';
import { createLogger } from '@grantflow/service/logger';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { envSchema } from '../env.ts';

const SECRET = 'rest-accounts-secret-rest-accounts-secret';
const PASSWORD = 'correct horse battery staple';
const PUBLIC_URL = 'https://grants.example.org';

let database: TestDatabase;
let sink: SmtpSink;
let mailer: Mailer;
let app: FastifyInstance;
let orgId: number;

function buildRest(env: Record<string, string> = {}): FastifyInstance {
  const config = envSchema.parse({
    DATABASE_URL: 'postgres://unused/db',
    AUTH_SECRET: SECRET,
    PUBLIC_URL,
    ...env,
  });
  return buildApp({
    config,
    logger: createLogger({ level: 'silent' }),
    pool: database.pool,
    db: database.db,
    accounts: { mailer, slowDown: { baseMs: 0, maxMs: 0 } },
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startSmtpSink();
  mailer = createMailer({ db: database.db, smtpUrl: sink.url, from: 'no-reply@example.org' });
  app = buildRest({ SUPPORT_EMAIL: 'help@example.org' });
  await app.ready();
  const [org] = await withIdentity(database.db, (tx) =>
    tx.insert(organizations).values({ name: 'Riverbend' }).returning({ id: organizations.id }),
  );
  orgId = org?.id ?? 0;
});

afterAll(async () => {
  await settleBackground();
  await app?.close();
  mailer?.close();
  await sink?.close();
  await database?.close();
});

let userCount = 0;
async function signedInUser(options: { authorized?: boolean } = {}) {
  userCount += 1;
  const email = `user${userCount}@example.org`;
  const passwordHash = await hashPassword(PASSWORD);
  const [user] = await withIdentity(database.db, (tx) =>
    tx
      .insert(users)
      .values({
        email,
        organizationId: orgId,
        passwordHash,
        verifiedAt: new Date(),
        authorized: options.authorized ?? true,
      })
      .returning({ id: users.id }),
  );
  const token = await loginUser(database.db, { email, password: PASSWORD }, SECRET);
  return { id: user?.id ?? 0, email, token };
}

function call(
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method,
    url,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
  });
}

const codeIn = (text: string) => text.match(/\b(\d{5})\b/)?.[1] ?? '';

describe('POST /verify', () => {
  it('verifies once, signs in, and refuses a used, expired or unknown token with 400', async () => {
    await createUnverifiedUser(
      { db: database.db, authSecret: SECRET, mailer, publicUrl: PUBLIC_URL, supportEmail: 'x@example.org' },
      {
        email: 'fresh@example.org',
        password: PASSWORD,
        organization: { name: 'Fresh Org', fiscalYearStart: '2024-07-01' },
      },
    );
    await settleBackground();
    const mail = await sink.waitFor((m) => m.to.includes('fresh@example.org'));
    const token = mail.text.match(/verify-user\?token=([\w-]+)/)?.[1] ?? '';

    const first = await call('POST', '/verify', { body: { token } });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ status: 200, error: null });
    const me = await call('GET', '/managers/0', { token: body.data });
    expect(me.statusCode).not.toBe(401);

    const again = await call('POST', '/verify', { body: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: 400, error: 'This link is invalid or has expired.', data: null });
    const unknown = await call('POST', '/verify', { body: { token: 'no-such-token' } });
    expect(unknown.json()).toEqual(again.json());
    const empty = await call('POST', '/verify', { body: {} });
    expect(empty.statusCode).toBe(400);
  });

  it('gives the web app its session as an HttpOnly cookie, not in the body', async () => {
    await createUnverifiedUser(
      { db: database.db, authSecret: SECRET, mailer, publicUrl: PUBLIC_URL, supportEmail: 'x@example.org' },
      {
        email: 'browser@example.org',
        password: PASSWORD,
        organization: { name: 'Browser Org', fiscalYearStart: '2024-07-01' },
      },
    );
    await settleBackground();
    const mail = await sink.waitFor((m) => m.to.includes('browser@example.org'));
    const token = mail.text.match(/verify-user\?token=([\w-]+)/)?.[1] ?? '';
    const response = await call('POST', '/verify', {
      body: { token },
      headers: { 'x-grantflow-session': 'cookie' },
    });
    expect(response.json()).toEqual({ status: 200, error: null, data: 'cookie' });
    const cookie = String(response.headers['set-cookie'] ?? '');
    expect(cookie).toMatch(/^grantflow_session=[\w-]+\.[\w-]+\.[\w-]+; /);
    expect(cookie.split('; ')).toEqual(expect.arrayContaining(['HttpOnly', 'Secure', 'SameSite=Strict']));
  });

  it('refuses an expired token', async () => {
    await createUnverifiedUser(
      { db: database.db, authSecret: SECRET, mailer, publicUrl: PUBLIC_URL, supportEmail: 'x@example.org' },
      {
        email: 'late@example.org',
        password: PASSWORD,
        organization: { name: 'Late Org', fiscalYearStart: '2024-07-01' },
      },
    );
    await settleBackground();
    const mail = await sink.waitFor((m) => m.to.includes('late@example.org'));
    const token = mail.text.match(/verify-user\?token=([\w-]+)/)?.[1] ?? '';
    await withIdentity(database.db, (tx) =>
      tx.execute(sql`update email_verification_tokens set expires_at = now() - interval '1 second'`),
    );
    const response = await call('POST', '/verify', { body: { token } });
    expect(response.json()).toEqual({
      status: 400,
      error: 'This link is invalid or has expired.',
      data: null,
    });
  });
});

describe('/setup2fa', () => {
  it("answers the caller's own setup only", async () => {
    const user = await signedInUser();
    const other = await signedInUser();
    const own = await call('GET', `/setup2fa/${user.id}`, { token: user.token });
    expect(own.json()).toEqual({
      status: 200,
      error: null,
      data: { email_for_2fa: user.email, is_enabled: false },
    });
    const foreign = await call('GET', `/setup2fa/${other.id}`, { token: user.token });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().data).toBeNull();
    expect((await call('GET', `/setup2fa/${user.id}`)).statusCode).toBe(401);
  });

  it('refuses a personal access token with 403 SESSION_REQUIRED: 2FA is changed from a session only', async () => {
    const user = await signedInUser();
    const { secret, tokenHash } = generatePersonalAccessToken();
    await withIdentity(database.db, (tx) =>
      insertPersonalAccessToken(tx, { userId: user.id, name: 'MCP', tokenHash, expiresAt: null }),
    );
    const body = { email_for_2fa: user.email, is_enabled: false, user_id: user.id };
    for (const [method, url, sent] of [
      ['GET', `/setup2fa/${user.id}`, undefined],
      ['POST', '/setup2fa/email', body],
      ['POST', '/setup2fa/verify', { ...body, code: '12345' }],
    ] as const) {
      const answer = await call(method, url, { token: secret, body: sent });
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json().error, url).toBe(DOMAIN_ERROR_MESSAGES.SESSION_REQUIRED);
    }
  });

  it('turns 2FA on with an e-mailed code, ends other sessions, and signs in with a code afterwards', async () => {
    const user = await signedInUser();
    const otherSession = await loginUser(database.db, { email: user.email, password: PASSWORD }, SECRET);
    const body = { email_for_2fa: 'second@example.org', is_enabled: true, user_id: user.id };

    const sent = await call('POST', '/setup2fa/email', { token: user.token, body });
    expect(sent.json()).toEqual({ status: 200, error: null, data: 'code-sent' });
    const firstCode = codeIn((await sink.waitFor((m) => m.to.includes('second@example.org'))).text);
    // A new code voids the old one.
    await call('POST', '/setup2fa/email', { token: user.token, body });
    await sink.waitFor((m) => m.to.includes('second@example.org') && codeIn(m.text) !== firstCode);
    const mails = sink.received.filter((m) => m.to.includes('second@example.org'));
    const code = codeIn(mails[mails.length - 1]?.text ?? '');

    const stale = await call('POST', '/setup2fa/verify', {
      token: user.token,
      body: { ...body, code: firstCode },
    });
    expect(stale.statusCode).toBe(400);
    // The code only proves the address it was sent to.
    const otherAddress = await call('POST', '/setup2fa/verify', {
      token: user.token,
      body: { ...body, email_for_2fa: 'evil@example.org', code },
    });
    expect(otherAddress.statusCode).toBe(400);
    const verified = await call('POST', '/setup2fa/verify', { token: user.token, body: { ...body, code } });
    expect(verified.json()).toEqual({
      status: 200,
      error: null,
      data: { email_for_2fa: 'second@example.org', is_enabled: true },
    });

    expect((await call('GET', `/setup2fa/${user.id}`, { token: otherSession })).statusCode).toBe(401);
    expect((await call('GET', `/setup2fa/${user.id}`, { token: user.token })).json().data).toEqual({
      email_for_2fa: 'second@example.org',
      is_enabled: true,
    });

    const before = sink.received.length;
    expect(await loginUser(database.db, { email: user.email, password: PASSWORD }, SECRET, { mailer })).toBe(
      '2fa',
    );
    const loginMail = await sink.waitFor(
      (m) => m.to.includes('second@example.org') && sink.received.indexOf(m) >= before,
    );
    const token = await loginUser(
      database.db,
      { email: user.email, password: PASSWORD, code: codeIn(loginMail.text) },
      SECRET,
    );
    expect(token.split('.')).toHaveLength(3);

    const off = await call('POST', '/setup2fa/email', {
      token: user.token,
      body: { ...body, is_enabled: false },
    });
    expect(off.json()).toEqual({ status: 200, error: null, data: 'none-verify' });
    expect((await call('GET', `/setup2fa/${user.id}`, { token })).statusCode).toBe(401);
  });

  it('kills a code after 5 wrong tries', async () => {
    const user = await signedInUser();
    const body = { email_for_2fa: user.email, is_enabled: true, user_id: user.id };
    await call('POST', '/setup2fa/email', { token: user.token, body });
    const code = codeIn((await sink.waitFor((m) => m.to.includes(user.email))).text);
    const wrong = code === '11111' ? '22222' : '11111';
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push(
        (await call('POST', '/setup2fa/verify', { token: user.token, body: { ...body, code: wrong } })).json()
          .error,
      );
    }
    expect(answers).toEqual(Array(5).fill('Invalid code'));
    const right = await call('POST', '/setup2fa/verify', { token: user.token, body: { ...body, code } });
    expect(right.json().error).toBe('Too many attempts. Please request a new code.');
    const audit = await withIdentity(database.db, (tx) =>
      tx.execute<{ n: number }>(
        sql`select count(*)::int as n from audit_events where action = 'auth.2fa.failure' and actor_user_id = ${user.id}`,
      ),
    );
    expect(audit.rows[0]?.n).toBe(6);
  });

  it("refuses another user's id in the body and invalid bodies", async () => {
    const user = await signedInUser();
    const other = await signedInUser();
    const foreign = await call('POST', '/setup2fa/email', {
      token: user.token,
      body: { email_for_2fa: user.email, is_enabled: false, user_id: other.id },
    });
    expect(foreign.statusCode).toBe(403);
    const invalid = await call('POST', '/setup2fa/email', {
      token: user.token,
      body: { email_for_2fa: 'nope', is_enabled: true, user_id: user.id },
    });
    expect(invalid.json()).toEqual({
      status: 400,
      error: 'This field needs to be a valid email.',
      data: null,
    });
  });
});

describe('POST /support', () => {
  const ticket = (userId: number) => ({
    name: 'Ana',
    organization: 'Riverbend',
    email: 'ana@example.org',
    message: 'The <b>report</b> page is blank.',
    user_id: userId,
  });

  it('stores the ticket and mails it to SUPPORT_EMAIL', async () => {
    const user = await signedInUser();
    const response = await call('POST', '/support', { token: user.token, body: ticket(user.id) });
    expect(response.json()).toMatchObject({ status: 200, error: null, data: { id: expect.any(Number) } });
    const mail = await sink.waitFor((m) => m.to.includes('help@example.org'));
    expect(mail.text).toContain('The <b>report</b> page is blank.');
    expect(mail.replyTo).toContain('ana@example.org');
    const stored = await withIdentity(database.db, (tx) =>
      tx.execute<{ organization_id: number; user_id: number }>(
        sql`select organization_id, user_id from support_tickets`,
      ),
    );
    expect(stored.rows).toEqual([{ organization_id: orgId, user_id: user.id }]);
  });

  it('refuses anonymous and unauthorized callers, another user id and invalid bodies', async () => {
    const user = await signedInUser();
    const unauthorized = await signedInUser({ authorized: false });
    expect((await call('POST', '/support', { body: ticket(user.id) })).statusCode).toBe(401);
    expect(
      (await call('POST', '/support', { token: unauthorized.token, body: ticket(unauthorized.id) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await call('POST', '/support', { token: user.token, body: ticket(user.id + 1000) })).statusCode,
    ).toBe(403);
    const invalid = await call('POST', '/support', {
      token: user.token,
      body: { ...ticket(user.id), name: '' },
    });
    expect(invalid.json()).toEqual({ status: 400, error: 'This field is required.', data: null });
  });

  it('limits tickets per account', async () => {
    const user = await signedInUser();
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await call('POST', '/support', { token: user.token, body: ticket(user.id) })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('/dev/mailbox', () => {
  it('is absent when SMTP is configured', async () => {
    const withSmtp = buildRest({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect((await withSmtp.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    await withSmtp.close();
  });

  it('lists outbox mail newest first with clickable links, for local clients only', async () => {
    const local = buildRest();
    const outbox = createMailer({ db: database.db, from: 'x@example.org' });
    await outbox.send({ to: 'box@example.org', subject: 'Older <mail>', text: 'plain' });
    await outbox.send({
      to: 'box@example.org',
      subject: 'Newest',
      text: `Open ${PUBLIC_URL}/verify-user?token=abc now`,
    });

    const html = await local.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain(`<a href="${PUBLIC_URL}/verify-user?token=abc">`);
    expect(html.body).toContain('Older &lt;mail&gt;');
    expect(html.body.indexOf('Newest')).toBeLessThan(html.body.indexOf('Older'));

    const json = (await local.inject({ method: 'GET', url: '/dev/mailbox/messages' })).json();
    expect(json.data[0]).toMatchObject({ to: 'box@example.org', subject: 'Newest' });

    const remote = await local.inject({
      method: 'GET',
      url: '/dev/mailbox',
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(remote.statusCode).toBe(404);
    await local.close();
  });
});
