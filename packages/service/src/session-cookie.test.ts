import { describe, expect, it } from 'vitest';
import {
  clearedSessionCookie,
  deliverSession,
  readSessionCookie,
  SESSION_IN_COOKIE,
  serializeSessionCookie,
} from './session-cookie.ts';

describe('session cookie contract', () => {
  it('is HttpOnly, Secure and SameSite=Strict for the whole site', () => {
    const cookie = serializeSessionCookie('a.b.c', 2_592_000);
    expect(cookie.split('; ').sort()).toEqual(
      [
        'grantflow_session=a.b.c',
        'Max-Age=2592000',
        'Path=/',
        'HttpOnly',
        'Secure',
        'SameSite=Strict',
      ].sort(),
    );
    expect(clearedSessionCookie()).toContain('Max-Age=0');
  });

  it('refuses a value that would break out of the cookie', () => {
    expect(() => serializeSessionCookie('a; Domain=evil.example', 60)).toThrow();
  });

  it('reads the session among other cookies', () => {
    expect(readSessionCookie('theme=dark; grantflow_session=x.y.z; other=1')).toBe('x.y.z');
    expect(readSessionCookie('grantflow_session=; theme=dark')).toBeNull();
    expect(readSessionCookie(undefined)).toBeNull();
  });

  it('puts a token in the cookie only for the web app, and never a 2fa answer', () => {
    const cookies: string[] = [];
    const deliver = (headers: Record<string, string>, answer: string, isToken: boolean) =>
      deliverSession({ headers, answer, isToken, maxAgeSeconds: 60, setCookie: (c) => cookies.push(c) });
    expect(deliver({}, 't.o.k', true)).toBe('t.o.k');
    expect(deliver({ 'x-grantflow-session': 'cookie' }, '2fa', false)).toBe('2fa');
    expect(cookies).toEqual([]);
    expect(deliver({ 'x-grantflow-session': 'cookie' }, 't.o.k', true)).toBe(SESSION_IN_COOKIE);
    expect(cookies).toHaveLength(1);
  });
});
