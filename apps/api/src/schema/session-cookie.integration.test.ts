import { BROWSER_SESSION_HEADER, SESSION_IN_COOKIE } from '@grantflow/service/session-cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestKit, createApiTestKit, TEST_PASSWORD } from '../testing/api-test-kit.ts';

// The web app's sign-in puts the session in an HttpOnly cookie the page cannot
// read; API clients keep the bearer token in the body (docs/decisions/0013).

const LOGIN = `mutation Login($email: String!, $password: String!) {
  loginUser(email: $email, password: $password)
}`;
const LOGOUT = 'mutation { logout }';
const ME = '{ currentUser { email } }';

let kit: ApiTestKit;

beforeAll(async () => {
  kit = await createApiTestKit();
  const orgId = await kit.createOrganization('Riverbend Community Foundation');
  await kit.createUser({ email: 'staff@example.org', organizationId: orgId });
});

afterAll(async () => {
  await kit?.close();
});

async function post(query: string, headers: Record<string, string>, variables?: Record<string, unknown>) {
  return kit.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: { query, variables },
  });
}

function sessionCookieOf(setCookie: string | string[] | number | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : [String(setCookie ?? '')];
  return all.find((c) => c.startsWith('grantflow_session=')) ?? '';
}

describe('the browser session cookie', () => {
  it('is set HttpOnly, Secure, SameSite=Strict at sign-in, and the body holds no token', async () => {
    const response = await post(
      LOGIN,
      { [BROWSER_SESSION_HEADER]: 'cookie' },
      { email: 'staff@example.org', password: TEST_PASSWORD },
    );
    expect(response.json()).toEqual({ data: { loginUser: SESSION_IN_COOKIE } });
    const cookie = sessionCookieOf(response.headers['set-cookie']);
    const attributes = cookie.split('; ').slice(1);
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/']));
    const token = cookie.split(';')[0]?.split('=')[1] ?? '';
    expect(token.split('.')).toHaveLength(3);
    // The token works as the bearer the gateway derives from the cookie.
    const me = await kit.gql<{ currentUser: { email: string } }>(ME, { token });
    expect(me.body.data?.currentUser.email).toBe('staff@example.org');

    const logout = await post(LOGOUT, {
      [BROWSER_SESSION_HEADER]: 'cookie',
      authorization: `Bearer ${token}`,
    });
    expect(logout.json()).toEqual({ data: { logout: true } });
    expect(sessionCookieOf(logout.headers['set-cookie'])).toContain('Max-Age=0');
    expect((await kit.gql(ME, { token })).body).toEqual({ data: { currentUser: null } });
  });

  it('leaves API clients the bearer token in the body and sets no cookie', async () => {
    const response = await post(LOGIN, {}, { email: 'staff@example.org', password: TEST_PASSWORD });
    expect(response.json().data.loginUser.split('.')).toHaveLength(3);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
