import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { authenticate } from '@grantflow/auth/authenticate';
import { openDriveToken } from '@grantflow/auth/drive/drive-token-cipher';
import { restErrorFor } from '@grantflow/auth/rest-auth';
import { createSession } from '@grantflow/auth/session';
import { issueToken } from '@grantflow/auth/token';
import { withIdentity, withTenant } from '@grantflow/db/client';
import { driveConnections } from '@grantflow/db/schema/drive-connections';
import { funders } from '@grantflow/db/schema/funders';
import { externalIdentities, organizations, sessions, users } from '@grantflow/db/schema/identity';
import { auditEvents } from '@grantflow/db/schema/platform';
import { createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { createLogger } from '@grantflow/service/logger';
import { createServer } from '@grantflow/service/server';
import { SESSION_COOKIE } from '@grantflow/service/session-cookie';
import { closedPort } from '@grantflow/service/test-helpers';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { envSchema } from '../env.ts';
import { type AuthRouteOverrides, registerAuthRoutes } from './auth-oauth.ts';

// The whole external sign-in against a real OpenID provider (oidc-provider) on 127.0.0.1, with the
// product's openid-client code pointed at it through GOOGLE_ISSUER / MICROSOFT_ISSUER.

const AUTH_SECRET = 'oauth-integration-secret-'.padEnd(48, 'x');
const CLIENT_ID = 'grantflow-test-client';
const CLIENT_SECRET = 'grantflow-test-client-secret-0123456789';
const DRIVE_TOKEN_KEY = 'drive-token-key-for-the-oauth-tests-0123456789';

interface Account {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/** The people who exist at the provider, by their subject. */
const ACCOUNTS: Record<string, Account> = {
  alice: { email: 'Alice@Example.org', email_verified: true, name: 'Alice Outside' },
  mallory: { email: 'pat@example.org', email_verified: true, name: 'Mallory' },
  unverified: { email: 'nobody-checked@example.org', email_verified: false },
  noemail: { name: 'No Mail' },
  micro: { email: 'micro@example.org', email_verified: true, name: 'Micro Soft' },
};

let database: TestDatabase;
let providerServer: Server;
let issuer: string;
let signingKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let signingJwk: JWK;
let app: FastifyInstance;
/** Where the browser-facing app under test listens; the tampering suite points it at its own app. */
let appUrl: string;
let mainUrl: string;
let tamperedUrl: string;
let patUserId: number;
/** Every line the app under test logged (at info), to check what an operator would read. */
const logLines: string[] = [];

/** Cookies per origin, enough for one browser walking through the flow. */
class CookieJar {
  private readonly byOrigin = new Map<string, Map<string, string>>();

  header(url: string): string {
    const cookies = this.byOrigin.get(new URL(url).origin) ?? new Map<string, string>();
    return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  store(url: string, response: Response): void {
    const origin = new URL(url).origin;
    const cookies = this.byOrigin.get(origin) ?? new Map<string, string>();
    this.byOrigin.set(origin, cookies);
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', val = ''] = attribute.trim().split('=');
        if (key.toLowerCase() === 'max-age') return Number(val) <= 0;
        if (key.toLowerCase() === 'expires') return new Date(val).getTime() <= Date.now();
        return false;
      });
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
  }

  get(url: string, name: string): string | undefined {
    return this.byOrigin.get(new URL(url).origin)?.get(name);
  }

  set(url: string, name: string, value: string): void {
    const origin = new URL(url).origin;
    const cookies = this.byOrigin.get(origin) ?? new Map<string, string>();
    cookies.set(name, value);
    this.byOrigin.set(origin, cookies);
  }
}

interface Hop {
  status: number;
  location: string | null;
  body: string;
  setCookies: string[];
}

async function request(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Hop> {
  const headers = new Headers(init.headers);
  const cookie = jar.header(url);
  if (cookie) headers.set('cookie', cookie);
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.store(url, response);
  const location = response.headers.get('location');
  return {
    status: response.status,
    location: location ? new URL(location, url).href : null,
    body: await response.text(),
    setCookies: response.headers.getSetCookie(),
  };
}

function form(fields: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  };
}

/**
 * Plays the user at the provider: follows redirects, signs in as `account` at the development
 * login form and consents, until the provider sends the browser back to the app. Returns that URL
 * (the callback with `code` and `state`, or with `error`).
 */
async function atProvider(
  jar: CookieJar,
  authorizationUrl: string,
  account: string,
  consent = true,
): Promise<string> {
  let url = authorizationUrl;
  for (let hop = 0; hop < 20; hop++) {
    if (url.startsWith(appUrl)) return url;
    const response = await request(jar, url);
    if (response.location) {
      url = response.location;
      continue;
    }
    expect(response.status, `provider page ${url}`).toBe(200);
    const interaction = new URL(url).pathname;
    if (response.body.includes('name="prompt" value="login"')) {
      const done = await request(jar, url, form({ prompt: 'login', login: account, password: 'any' }));
      url = done.location ?? expect.fail(`login at ${interaction} did not redirect`);
    } else if (response.body.includes('name="prompt" value="consent"')) {
      const done = consent
        ? await request(jar, url, form({ prompt: 'consent' }))
        : await request(jar, `${url.replace(/\/$/, '')}/abort`);
      url = done.location ?? expect.fail(`consent at ${interaction} did not redirect`);
    } else {
      expect.fail(`unexpected provider page at ${interaction}`);
    }
  }
  return expect.fail('too many redirects at the provider');
}

/** Starts at `/auth/<provider>` like the login button and returns the callback URL the provider sent back. */
async function startAndAuthorize(jar: CookieJar, path: string, account: string, consent = true) {
  const start = await request(jar, `${appUrl}${path}`);
  expect(start.status).toBe(302);
  const authorizationUrl = start.location ?? '';
  expect(authorizationUrl.startsWith(issuer)).toBe(true);
  const callbackUrl = await atProvider(jar, authorizationUrl, account, consent);
  return { authorizationUrl, callbackUrl };
}

interface Landing {
  token: string | null;
  provider: string | null;
  linked: string | null;
  error: string | null;
}

/**
 * Where the app finally sent the browser: `/login#session=cookie&provider=…` with the session in an
 * HttpOnly cookie (never a token in the address), or `/login?oauth_error=…`.
 */
async function landing(jar: CookieJar, callbackUrl: string): Promise<Landing> {
  const response = await request(jar, callbackUrl);
  expect(response.status).toBe(302);
  const location = new URL(response.location ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(`${appUrl}/login`);
  const fragment = new URLSearchParams(location.hash.slice(1));
  expect(fragment.get('token')).toBeNull();
  expect(location.searchParams.get('token')).toBeNull();
  const sessionCookie = response.setCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (sessionCookie) {
    expect(sessionCookie).toMatch(/; HttpOnly/);
    expect(sessionCookie).toMatch(/; SameSite=Strict/);
    expect(fragment.get('session')).toBe('cookie');
  }
  return {
    token: sessionCookie?.split(';')[0]?.slice(SESSION_COOKIE.length + 1) || null,
    provider: fragment.get('provider'),
    linked: fragment.get('linked'),
    error: location.searchParams.get('oauth_error'),
  };
}

async function signInFully(account: string, path = '/auth/google') {
  const jar = new CookieJar();
  const { callbackUrl } = await startAndAuthorize(jar, path, account);
  return landing(jar, callbackUrl);
}

async function userOf(token: string | null) {
  expect(token).toBeTruthy();
  const auth = await authenticate(database.db, `Bearer ${token}`, AUTH_SECRET);
  return auth?.user ?? null;
}

async function identitiesOf(subject: string) {
  return withIdentity(database.db, (tx) =>
    tx.select().from(externalIdentities).where(eq(externalIdentities.subject, subject)),
  );
}

async function startProvider(): Promise<void> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  signingKey = privateKey;
  signingJwk = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  providerServer = createHttpServer();
  await new Promise<void>((resolve) => providerServer.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(providerServer.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [mainUrl, tamperedUrl].flatMap((origin) => [
          `${origin}/auth/google/callback`,
          `${origin}/auth/microsoft/callback`,
        ]),
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    // Microsoft's drive scopes, so a drive connection's consent can grant them (and offline_access).
    scopes: ['openid', 'offline_access', 'email', 'profile', 'Files.Read.All', 'User.Read'],
    features: { devInteractions: { enabled: true } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google, put the profile claims in the ID token itself.
    conformIdTokenClaims: false,
    findAccount: async (_ctx, id) => {
      const account = ACCOUNTS[id];
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...account }) };
    },
    jwks: { keys: [signingJwk] },
    cookies: { keys: ['oidc-provider-test-cookie-key'] },
  });
  providerServer.on('request', provider.callback());
}

function configFor(publicUrl: string) {
  return envSchema.parse({
    DATABASE_URL: database.url,
    AUTH_SECRET,
    PUBLIC_URL: publicUrl,
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
    GOOGLE_ISSUER: issuer,
    MICROSOFT_CLIENT_ID: CLIENT_ID,
    MICROSOFT_CLIENT_SECRET: CLIENT_SECRET,
    MICROSOFT_ISSUER: issuer,
    DRIVE_TOKEN_KEY,
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  const port = await closedPort();
  mainUrl = `http://127.0.0.1:${port}`;
  tamperedUrl = `http://127.0.0.1:${await closedPort()}`;
  appUrl = mainUrl;
  await startProvider();
  const destination = new Writable({
    write(chunk, _encoding, callback) {
      logLines.push(String(chunk));
      callback();
    },
  });
  app = buildApp({
    config: configFor(mainUrl),
    logger: createLogger({ level: 'info', service: 'rest', destination }),
    pool: database.pool,
    db: database.db,
  });
  await app.listen({ port, host: '127.0.0.1' });
  // A password account whose e-mail an outside account ("mallory") also claims.
  patUserId = await withIdentity(database.db, async (tx) => {
    const [org] = await tx
      .insert(organizations)
      .values({ name: 'Pat Org' })
      .returning({ id: organizations.id });
    const [user] = await tx
      .insert(users)
      .values({ email: 'pat@example.org', passwordHash: 'not-used-here', organizationId: org?.id ?? 0 })
      .returning({ id: users.id });
    return user?.id ?? 0;
  });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => providerServer?.close(resolve));
  await database?.drop();
});

describe('GET /auth/google → provider → /auth/google/callback', () => {
  it('asks for a code with PKCE (S256), state and nonce, and sets a short-lived HttpOnly flow cookie', async () => {
    const response = await fetch(`${appUrl}/auth/google`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin).toBe(issuer);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: CLIENT_ID,
      response_type: 'code',
      redirect_uri: `${appUrl}/auth/google/callback`,
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    for (const name of ['code_challenge', 'state', 'nonce']) {
      expect(location.searchParams.get(name)?.length ?? 0).toBeGreaterThanOrEqual(32);
    }
    const [cookie = ''] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^grantflow_oauth=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/auth/);
    expect(cookie).toMatch(/Max-Age=600/);
    // The PKCE verifier and nonce are encrypted, not merely signed.
    expect(cookie).not.toContain(location.searchParams.get('nonce') ?? 'nonce');
  });

  it('creates an account for a new verified e-mail and returns a token that authenticates', async () => {
    const result = await signInFully('alice');
    expect(result).toMatchObject({ provider: 'google', error: null, linked: null });
    const user = await userOf(result.token);
    expect(user).toMatchObject({ email: 'alice@example.org', role: 'USER', authorized: true });
    const links = await identitiesOf('alice');
    expect(links).toEqual([
      expect.objectContaining({
        userId: user?.id,
        provider: 'google',
        issuer,
        subject: 'alice',
        email: 'alice@example.org',
      }),
    ]);
    const [organization] = await withIdentity(database.db, (tx) =>
      tx
        .select()
        .from(organizations)
        .where(eq(organizations.id, user?.organization.id ?? 0)),
    );
    expect(organization?.name).toBe('Alice Outside');
  });

  it('signs the same issuer + subject into the same user again, with a new session', async () => {
    const first = await userOf((await signInFully('alice')).token);
    const second = await userOf((await signInFully('alice')).token);
    expect(second?.id).toBe(first?.id);
    const rows = await withIdentity(database.db, (tx) =>
      tx
        .select()
        .from(sessions)
        .where(eq(sessions.userId, first?.id ?? 0)),
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(await identitiesOf('alice')).toHaveLength(1);
  });

  it('works for Microsoft with access_type=login', async () => {
    const result = await signInFully('micro', '/auth/microsoft?access_type=login');
    expect(result.provider).toBe('microsoft');
    expect((await userOf(result.token))?.email).toBe('micro@example.org');
  });

  it('never enters an existing password account by e-mail alone', async () => {
    const result = await signInFully('mallory');
    expect(result.token).toBeNull();
    expect(result.error).toBe('account_not_linked');
    expect(await identitiesOf('mallory')).toHaveLength(0);
    const patSessions = await withIdentity(database.db, (tx) =>
      tx.select().from(sessions).where(eq(sessions.userId, patUserId)),
    );
    expect(patSessions).toHaveLength(0);
    const failures = await withIdentity(database.db, (tx) =>
      tx.select().from(auditEvents).where(eq(auditEvents.action, 'auth.oauth.sign_in.failure')),
    );
    expect(failures.some((event) => event.metadata.reason === 'account_not_linked')).toBe(true);
  });

  it('creates no account for an e-mail the provider has not verified, or no e-mail at all', async () => {
    expect((await signInFully('unverified')).error).toBe('no_verified_email');
    expect((await signInFully('noemail')).error).toBe('no_verified_email');
    const [row] = await withIdentity(database.db, (tx) =>
      tx.select().from(users).where(eq(users.email, 'nobody-checked@example.org')),
    );
    expect(row).toBeUndefined();
  });

  it('refuses a callback whose state was changed, and the flow cannot be finished afterwards', async () => {
    const jar = new CookieJar();
    const { callbackUrl } = await startAndAuthorize(jar, '/auth/google', 'alice');
    const flowCookie = jar.get(appUrl, 'grantflow_oauth') ?? '';
    const forged = new URL(callbackUrl);
    forged.searchParams.set('state', 'attacker-chosen-state');
    const result = await landing(jar, forged.href);
    expect(result.token).toBeNull();
    expect(result.error).toBe('verification_failed');
    // The cookie is gone after any callback, so the genuine answer no longer completes either.
    expect(jar.get(appUrl, 'grantflow_oauth')).toBeUndefined();
    expect((await landing(jar, callbackUrl)).error).toBe('flow_expired');
    expect(flowCookie).not.toBe('');
  });

  it('refuses a replayed callback, with or without the old flow cookie', async () => {
    const jar = new CookieJar();
    const { callbackUrl } = await startAndAuthorize(jar, '/auth/google', 'alice');
    const flowCookie = jar.get(appUrl, 'grantflow_oauth') ?? '';
    expect((await landing(jar, callbackUrl)).token).toBeTruthy();
    // Same browser again: the app cleared its cookie.
    expect((await landing(jar, callbackUrl)).error).toBe('flow_expired');
    // Someone who kept a copy of the cookie: the provider refuses the spent code.
    jar.set(appUrl, 'grantflow_oauth', flowCookie);
    const replay = await landing(jar, callbackUrl);
    expect(replay.token).toBeNull();
    expect(replay.error).toBe('verification_failed');
  });

  it('logs neither the code, the state nor the session of a callback, nor what the provider answered', async () => {
    const jar = new CookieJar();
    const { callbackUrl } = await startAndAuthorize(jar, '/auth/google', 'alice');
    const flowCookie = jar.get(appUrl, 'grantflow_oauth') ?? '';
    const signedIn = await landing(jar, callbackUrl);
    // The spent code again, with the old cookie: the provider's refusal is logged.
    jar.set(appUrl, 'grantflow_oauth', flowCookie);
    expect((await landing(jar, callbackUrl)).error).toBe('verification_failed');
    const params = new URL(callbackUrl).searchParams;
    const secrets = [params.get('code'), params.get('state'), signedIn.token, flowCookie, CLIENT_SECRET];
    expect(secrets.every((value) => typeof value === 'string' && value.length > 8)).toBe(true);
    const log = logLines.join('');
    expect(log).toContain('/auth/google/callback');
    for (const pattern of ['code=', 'state=', 'sig=']) expect(log).not.toContain(pattern);
    for (const secret of secrets) expect(log).not.toContain(secret as string);
  });

  it('refuses a callback from another browser (no flow cookie)', async () => {
    const { callbackUrl } = await startAndAuthorize(new CookieJar(), '/auth/google', 'alice');
    const result = await landing(new CookieJar(), callbackUrl);
    expect(result.error).toBe('flow_expired');
  });

  it('reports a denied consent as cancelled', async () => {
    const jar = new CookieJar();
    const { callbackUrl } = await startAndAuthorize(jar, '/auth/google', 'micro', false);
    expect(new URL(callbackUrl).searchParams.get('error')).toBe('access_denied');
    expect((await landing(jar, callbackUrl)).error).toBe('cancelled');
  });
});

describe('ID token checks (the token answer tampered with, re-signed with the provider key)', () => {
  let tamperedApp: FastifyInstance;
  let tamper: (claims: Record<string, unknown>) => Record<string, unknown> = (claims) => claims;

  const fetchThroughTamper: AuthRouteOverrides['fetch'] = async (url, options) => {
    const response = await fetch(url, options as RequestInit);
    if (!url.endsWith('/token') || !response.ok) return response;
    const body = (await response.json()) as { id_token: string };
    const claims = tamper(decodeJwt(body.id_token));
    body.id_token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .sign(signingKey);
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };

  beforeAll(async () => {
    appUrl = tamperedUrl;
    tamperedApp = createServer({ logger: createLogger({ level: 'silent' }), mapError: restErrorFor });
    await tamperedApp.register((instance) =>
      registerAuthRoutes(
        instance,
        {
          config: configFor(tamperedUrl),
          logger: createLogger({ level: 'silent' }),
          pool: database.pool,
          db: database.db,
        },
        { fetch: fetchThroughTamper },
      ),
    );
    await tamperedApp.listen({ port: Number(new URL(tamperedUrl).port), host: '127.0.0.1' });
  });

  afterAll(async () => {
    appUrl = mainUrl;
    await tamperedApp?.close();
  });

  const cases: Array<[string, (claims: Record<string, unknown>) => Record<string, unknown>]> = [
    ['a wrong nonce', (claims) => ({ ...claims, nonce: 'not-the-nonce-we-sent' })],
    ['a wrong audience', (claims) => ({ ...claims, aud: 'some-other-client' })],
    ['another issuer', (claims) => ({ ...claims, iss: `${issuer}/other` })],
    ['an expired token', (claims) => ({ ...claims, iat: 1_000_000, exp: 1_000_060 })],
  ];

  it('accepts the untouched answer (the interceptor itself is sound)', async () => {
    tamper = (claims) => claims;
    const result = await signInFully('alice');
    expect(result.token).toBeTruthy();
  });

  for (const [name, change] of cases) {
    it(`refuses ${name}`, async () => {
      tamper = change;
      const result = await signInFully('alice');
      expect(result.token).toBeNull();
      expect(result.error).toBe('verification_failed');
    });
  }
});

describe('linking an outside account to a signed-in user', () => {
  async function patToken(): Promise<{ token: string; sessionId: string }> {
    const session = await withIdentity(database.db, (tx) => createSession(tx, patUserId));
    const token = await issueToken({
      userId: patUserId,
      sessionId: session.id,
      expiresAt: session.expiresAt,
      secret: AUTH_SECRET,
    });
    return { token, sessionId: session.id };
  }

  async function startLink(jar: CookieJar, token: string | null): Promise<Response> {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const response = await fetch(`${appUrl}/auth/google/link`, {
      method: 'POST',
      headers,
      redirect: 'manual',
    });
    jar.store(appUrl, response);
    return response;
  }

  it('refuses anonymous callers', async () => {
    const response = await startLink(new CookieJar(), null);
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('links the outside account to the signed-in user; afterwards it signs into that user', async () => {
    const jar = new CookieJar();
    const { token } = await patToken();
    const started = await startLink(jar, token);
    expect(started.status).toBe(200);
    const { data } = (await started.json()) as { data: { url: string } };
    const callbackUrl = await atProvider(jar, data.url, 'mallory');
    const linked = await landing(jar, callbackUrl);
    expect(linked).toMatchObject({ provider: 'google', linked: 'true', error: null });
    expect((await userOf(linked.token))?.id).toBe(patUserId);
    expect(await identitiesOf('mallory')).toEqual([expect.objectContaining({ userId: patUserId })]);

    const again = await signInFully('mallory');
    expect((await userOf(again.token))?.id).toBe(patUserId);
  });

  it('refuses to link an outside account that already belongs to another user', async () => {
    const jar = new CookieJar();
    const { token } = await patToken();
    const { data } = (await (await startLink(jar, token)).json()) as { data: { url: string } };
    const result = await landing(jar, await atProvider(jar, data.url, 'alice'));
    expect(result.error).toBe('linked_to_another_user');
    const links = await identitiesOf('alice');
    expect(links).toHaveLength(1);
    expect(links[0]?.userId).not.toBe(patUserId);
  });

  it('refuses the link when the session that asked for it has ended meanwhile', async () => {
    const jar = new CookieJar();
    const { token, sessionId } = await patToken();
    const { data } = (await (await startLink(jar, token)).json()) as { data: { url: string } };
    const callbackUrl = await atProvider(jar, data.url, 'unverified');
    await withIdentity(database.db, (tx) => tx.delete(sessions).where(eq(sessions.id, sessionId)));
    expect((await landing(jar, callbackUrl)).error).toBe('link_session_ended');
    expect(await identitiesOf('unverified')).toHaveLength(0);
  });
});

describe('drive connection: GET /auth/{provider}?access_type=drive → provider → callback', () => {
  async function driveUser() {
    const fx = await withIdentity(database.db, async (tx) => {
      const [org] = await tx
        .insert(organizations)
        .values({ name: 'Drive Org' })
        .returning({ id: organizations.id });
      const organizationId = org?.id ?? 0;
      const [user] = await tx
        .insert(users)
        .values({
          email: `drive-${Date.now()}-${Math.random()}@example.org`,
          passwordHash: 'x',
          organizationId,
          authorized: true,
        })
        .returning({ id: users.id });
      const userId = user?.id ?? 0;
      const session = await createSession(tx, userId);
      const token = await issueToken({
        userId,
        sessionId: session.id,
        expiresAt: session.expiresAt,
        secret: AUTH_SECRET,
      });
      return { organizationId, userId, token };
    });
    const [funder] = await withTenant(database.db, fx.organizationId, (tx) =>
      tx
        .insert(funders)
        .values({ organizationId: fx.organizationId, name: 'Drive Fund', type: 'FOUNDATION' })
        .returning({ id: funders.id }),
    );
    return { ...fx, funderId: funder?.id ?? 0 };
  }

  async function connections(fx: { organizationId: number; userId: number }) {
    return withTenant(database.db, fx.organizationId, (tx) =>
      tx.select().from(driveConnections).where(eq(driveConnections.userId, fx.userId)),
    );
  }

  it('connects OneDrive with the session cookie: refresh token sealed at rest, back on the documents screen', async () => {
    const fx = await driveUser();
    const jar = new CookieJar();
    jar.set(appUrl, 'token', fx.token);
    const { authorizationUrl, callbackUrl } = await startAndAuthorize(
      jar,
      `/auth/microsoft?access_type=drive&funder_id=${fx.funderId}&user_id=${fx.userId}`,
      'micro',
    );
    const asked = new URL(authorizationUrl).searchParams;
    expect(asked.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['offline_access', 'Files.Read.All']),
    );
    const back = await request(jar, callbackUrl);
    expect(back.status).toBe(302);
    const location = new URL(back.location ?? '');
    expect(location.pathname).toBe('/funder/one-drive/callback');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      provider: 'one_drive',
      funder_id: String(fx.funderId),
    });
    const [row] = await connections(fx);
    expect(row).toMatchObject({ organizationId: fx.organizationId, provider: 'one_drive' });
    const owner = { organizationId: fx.organizationId, userId: fx.userId, provider: 'one_drive' };
    const refreshToken = openDriveToken(row?.refreshTokenSealed ?? '', owner, DRIVE_TOKEN_KEY);
    expect(refreshToken).toBeTruthy();
    expect(row?.refreshTokenSealed).not.toContain(refreshToken as string);
  });

  it('asks Google for offline read-only access, and says so when no refresh token comes back', async () => {
    const fx = await driveUser();
    const jar = new CookieJar();
    jar.set(appUrl, 'token', fx.token);
    const { authorizationUrl, callbackUrl } = await startAndAuthorize(
      jar,
      `/auth/google?access_type=drive&funder_id=${fx.funderId}&user_id=${fx.userId}`,
      'alice',
    );
    const asked = new URL(authorizationUrl).searchParams;
    expect(asked.get('access_type')).toBe('offline');
    expect(asked.get('scope')).toContain('https://www.googleapis.com/auth/drive.readonly');
    const back = new URL((await request(jar, callbackUrl)).location ?? '');
    expect(back.pathname).toBe('/funder/one-drive/callback');
    // oidc-provider grants refresh tokens only for offline_access, which Google does not use.
    expect(back.searchParams.get('drive_error')).toBe('no_refresh_token');
    expect(back.searchParams.get('provider')).toBe('google_drive');
    expect(await connections(fx)).toEqual([]);
  });

  it('refuses another user id, another organisation funder and an anonymous browser without going to the provider', async () => {
    const fx = await driveUser();
    const other = await driveUser();
    const go = async (query: string, token?: string) => {
      const jar = new CookieJar();
      if (token) jar.set(appUrl, 'token', token);
      const hop = await request(jar, `${appUrl}/auth/google?access_type=drive&${query}`);
      expect(hop.status).toBe(302);
      return new URL(hop.location ?? '');
    };
    const wrongUser = await go(`funder_id=${fx.funderId}&user_id=${other.userId}`, fx.token);
    expect(wrongUser.searchParams.get('drive_error')).toBe('forbidden');
    const foreignFunder = await go(`funder_id=${other.funderId}&user_id=${fx.userId}`, fx.token);
    expect(foreignFunder.searchParams.get('drive_error')).toBe('forbidden');
    expect(foreignFunder.searchParams.get('funder_id')).toBeNull();
    const anonymous = await go(`funder_id=${fx.funderId}&user_id=${fx.userId}`);
    expect(anonymous.pathname).toBe('/login');
  });
});
