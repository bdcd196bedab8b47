import { createDb } from '@grantflow/db/client';
import { createLogger } from '@grantflow/service/logger';
import { closedPort } from '@grantflow/service/test-helpers';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { envSchema } from '../env.ts';

// The parts of external sign-in that never reach a provider or the database.

const PUBLIC_URL = 'https://grants.example.org';
const DATABASE_URL = `postgres://postgres@127.0.0.1:${await closedPort()}/down`;
const { db, pool, close } = createDb(DATABASE_URL);
const apps: FastifyInstance[] = [];

function appWith(env: Record<string, string> = {}): FastifyInstance {
  const config = envSchema.parse({ DATABASE_URL, AUTH_SECRET: 'x'.repeat(32), PUBLIC_URL, ...env });
  const app = buildApp({ config, logger: createLogger({ level: 'silent' }), pool, db });
  apps.push(app);
  return app;
}

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await close();
});

async function redirectOf(app: FastifyInstance, url: string) {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(302);
  expect(response.headers['cache-control']).toBe('no-store');
  // The web's pages come as paths, so the browser stays on the origin it is on.
  const header = String(response.headers.location);
  if (!header.startsWith('http')) expect(header).toMatch(/^\/[^/\\]/);
  const location = new URL(header, 'http://127.0.0.1:3000');
  return { location, error: location.searchParams.get('oauth_error'), cookies: response.cookies };
}

describe('external sign-in without provider configuration', () => {
  const app = appWith();

  it('GET /auth/providers says neither provider is configured', async () => {
    const response = await app.inject({ method: 'GET', url: '/auth/providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 200,
      error: null,
      data: { google: false, microsoft: false, google_drive: false, one_drive: false },
    });
  });

  it('sends /auth/google back to the login page with the not-configured message', async () => {
    const { location, error } = await redirectOf(app, '/auth/google');
    // Not PUBLIC_URL's origin: the path resolves against the origin the request came to.
    expect(`${location.origin}${location.pathname}`).toBe('http://127.0.0.1:3000/login');
    expect(error).toBe('not_configured');
  });

  it('sends /auth/microsoft?access_type=login back with the Microsoft message', async () => {
    const { error } = await redirectOf(app, '/auth/microsoft?access_type=login');
    expect(error).toBe('not_configured');
  });

  it('sends an anonymous drive connection to the login page, with no provider redirect', async () => {
    const { location } = await redirectOf(app, '/auth/microsoft?access_type=drive&funder_id=12&user_id=3');
    expect(location.pathname).toBe('/login');
    const fallback = await redirectOf(app, '/auth/google?access_type=drive&funder_id=abc');
    expect(fallback.location.pathname).toBe('/login');
  });

  it('refuses an unknown access_type', async () => {
    const { error } = await redirectOf(app, '/auth/google?access_type=everything');
    expect(error).toBe('unknown_request');
  });

  it('refuses to start a link for an anonymous caller', async () => {
    const response = await app.inject({ method: 'POST', url: '/auth/google/link' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401, data: null });
  });
});

describe('external sign-in with a provider configured', async () => {
  const unreachable = `http://127.0.0.1:${await closedPort()}`;
  const app = appWith({ GOOGLE_CLIENT_ID: 'client', GOOGLE_ISSUER: unreachable });

  it('GET /auth/providers labels only Google as configured', async () => {
    const response = await app.inject({ method: 'GET', url: '/auth/providers' });
    expect(response.json().data).toEqual({
      google: true,
      microsoft: false,
      google_drive: false,
      one_drive: false,
    });
    const withDrives = appWith({
      GOOGLE_CLIENT_ID: 'client',
      GOOGLE_ISSUER: unreachable,
      DRIVE_TOKEN_KEY: 'k'.repeat(44),
    });
    expect((await withDrives.inject({ method: 'GET', url: '/auth/providers' })).json().data).toMatchObject({
      google_drive: true,
      one_drive: false,
    });
  });

  it('turns an unreachable provider into an oauth_error redirect, not a JSON error', async () => {
    const { error, cookies } = await redirectOf(app, '/auth/google');
    expect(error).toBe('provider_error');
    expect(cookies).toEqual([]);
  });

  it('refuses a callback without the flow cookie and clears any cookie', async () => {
    const { error, cookies } = await redirectOf(app, '/auth/google/callback?code=abc&state=def');
    expect(error).toBe('flow_expired');
    expect(cookies).toEqual([expect.objectContaining({ name: 'grantflow_oauth', value: '', path: '/auth' })]);
  });

  it('reports access_denied from the provider as a cancelled sign-in', async () => {
    const { error } = await redirectOf(app, '/auth/google/callback?error=access_denied&state=def');
    expect(error).toBe('cancelled');
  });

  it('refuses a forged flow cookie', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/auth/google/callback?code=abc&state=def',
      cookies: { grantflow_oauth: 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..bad.bad.bad' },
    });
    expect(
      new URL(String(response.headers.location), 'http://127.0.0.1:3000').searchParams.get('oauth_error'),
    ).toBe('flow_expired');
  });
});
