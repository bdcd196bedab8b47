import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bearerToken, issueToken, verifyToken } from './token.ts';

const SECRET = 'unit-test-secret-unit-test-secret-0001';
const SESSION = '2b7e1516-28ae-4d2a-a6ab-f7158809cf4f';
const key = new TextEncoder().encode(SECRET);
const inOneHour = () => new Date(Date.now() + 3_600_000);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claims = () =>
  new SignJWT({ sid: SESSION }).setSubject('7').setIssuer('grantflow').setAudience('grantflow');

describe('issueToken / verifyToken', () => {
  it('round-trips user and session', async () => {
    const token = await issueToken({ userId: 7, sessionId: SESSION, expiresAt: inOneHour(), secret: SECRET });
    expect(await verifyToken(token, SECRET)).toEqual({ userId: 7, sessionId: SESSION });
  });

  it('refuses a secret shorter than 32 characters', async () => {
    await expect(
      issueToken({ userId: 7, sessionId: SESSION, expiresAt: inOneHour(), secret: 'short' }),
    ).rejects.toThrow(/at least 32/);
  });

  const bad: [string, () => Promise<string>][] = [
    [
      'alg none',
      async () =>
        `${b64({ alg: 'none' })}.${b64({ sub: '7', sid: SESSION, iss: 'grantflow', aud: 'grantflow', exp: 9e9 })}.`,
    ],
    ['HS384', () => claims().setProtectedHeader({ alg: 'HS384' }).setExpirationTime('1h').sign(key)],
    [
      'another secret',
      () =>
        claims()
          .setProtectedHeader({ alg: 'HS256' })
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode('x'.repeat(40))),
    ],
    ['expired', () => claims().setProtectedHeader({ alg: 'HS256' }).setExpirationTime('-10s').sign(key)],
    [
      'nbf in the future',
      () =>
        claims().setProtectedHeader({ alg: 'HS256' }).setNotBefore('5m').setExpirationTime('1h').sign(key),
    ],
    [
      'wrong issuer',
      () => claims().setIssuer('evil').setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(key),
    ],
    [
      'wrong audience',
      () =>
        claims().setAudience('evil').setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(key),
    ],
    ['no expiry', () => claims().setProtectedHeader({ alg: 'HS256' }).sign(key)],
    [
      'non-numeric subject',
      () =>
        claims().setSubject('admin').setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(key),
    ],
    [
      'malformed session id',
      () =>
        new SignJWT({ sid: "x' or 1=1" })
          .setSubject('7')
          .setIssuer('grantflow')
          .setAudience('grantflow')
          .setProtectedHeader({ alg: 'HS256' })
          .setExpirationTime('1h')
          .sign(key),
    ],
    ['garbage', async () => 'a.b.c'],
    [
      'a payload changed after signing',
      async () => {
        const [header, , signature] = (
          await claims().setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(key)
        ).split('.');
        return `${header}.${b64({ sub: '8', sid: SESSION, iss: 'grantflow', aud: 'grantflow', exp: 9e9 })}.${signature}`;
      },
    ],
    [
      'a signature with a stray character',
      async () => `${await claims().setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(key)}*`,
    ],
    [
      'a critical header extension',
      () =>
        claims()
          .setProtectedHeader({ alg: 'HS256', crit: ['exp'] })
          .setExpirationTime('1h')
          .sign(key)
          .catch(async () => {
            // jose refuses to sign it; build it by hand with a valid MAC.
            const { createHmac } = await import('node:crypto');
            const head = `${b64({ alg: 'HS256', crit: ['x'], x: 1 })}.${b64({ sub: '7', sid: SESSION, iss: 'grantflow', aud: 'grantflow', exp: 9e9 })}`;
            return `${head}.${createHmac('sha256', key).update(head).digest('base64url')}`;
          }),
    ],
    [
      'a non-numeric iat, correctly signed',
      async () => {
        const { createHmac } = await import('node:crypto');
        const head = `${b64({ alg: 'HS256' })}.${b64({ sub: '7', sid: SESSION, iss: 'grantflow', aud: 'grantflow', exp: 9e9, iat: 'now' })}`;
        return `${head}.${createHmac('sha256', key).update(head).digest('base64url')}`;
      },
    ],
    [
      'four parts',
      async () =>
        `${await claims().setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(key)}.x`,
    ],
  ];

  it('accepts an audience list that names grantflow, as jose does', async () => {
    const token = await claims()
      .setAudience(['other', 'grantflow'])
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(key);
    expect(await verifyToken(token, SECRET)).toEqual({ userId: 7, sessionId: SESSION });
  });

  it('refuses to verify with a secret shorter than 32 characters', async () => {
    const token = await issueToken({ userId: 7, sessionId: SESSION, expiresAt: inOneHour(), secret: SECRET });
    await expect(verifyToken(token, 'short')).rejects.toThrow(/at least 32/);
  });

  it.each(bad)('rejects a token with %s', async (_label, make) => {
    expect(await verifyToken(await make(), SECRET)).toBeNull();
  });
});

// A token accepted once is checked in full again on every call: these hold it to the same answers.
describe('verifyToken, for a token it has already accepted', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('still refuses it once it has expired', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const token = await issueToken({
      userId: 7,
      sessionId: SESSION,
      expiresAt: new Date('2026-01-01T00:01:00Z'),
      secret: SECRET,
    });
    expect(await verifyToken(token, SECRET)).toEqual({ userId: 7, sessionId: SESSION });
    vi.setSystemTime(new Date('2026-01-01T00:01:00Z'));
    expect(await verifyToken(token, SECRET)).toBeNull();
  });

  it('still refuses it before its nbf, and accepts it after', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:10:00Z') });
    const token = await claims()
      .setProtectedHeader({ alg: 'HS256' })
      .setNotBefore(new Date('2026-01-01T00:05:00Z'))
      .setExpirationTime(new Date('2026-01-01T01:00:00Z'))
      .sign(key);
    expect(await verifyToken(token, SECRET)).toEqual({ userId: 7, sessionId: SESSION });
    vi.setSystemTime(new Date('2026-01-01T00:04:00Z'));
    expect(await verifyToken(token, SECRET)).toBeNull();
  });

  it('refuses it under another secret (a rotated secret checks the signature again)', async () => {
    const token = await issueToken({ userId: 7, sessionId: SESSION, expiresAt: inOneHour(), secret: SECRET });
    expect(await verifyToken(token, SECRET)).not.toBeNull();
    expect(await verifyToken(token, 'another-secret-another-secret-0002')).toBeNull();
    expect(await verifyToken(token, SECRET)).not.toBeNull();
  });

  it('refuses a tampered copy of it', async () => {
    const token = await issueToken({ userId: 7, sessionId: SESSION, expiresAt: inOneHour(), secret: SECRET });
    expect(await verifyToken(token, SECRET)).not.toBeNull();
    const [header, , signature] = token.split('.');
    const forged = `${header}.${b64({ sub: '8', sid: SESSION, iss: 'grantflow', aud: 'grantflow', exp: 9e9 })}.${signature}`;
    expect(await verifyToken(forged, SECRET)).toBeNull();
    expect(await verifyToken(`${token}x`, SECRET)).toBeNull();
  });

  it('answers the same after many other tokens pushed it out', async () => {
    const token = await issueToken({ userId: 7, sessionId: SESSION, expiresAt: inOneHour(), secret: SECRET });
    expect(await verifyToken(token, SECRET)).not.toBeNull();
    for (let user = 100; user < 1_200; user += 1) {
      const other = await issueToken({
        userId: user,
        sessionId: SESSION,
        expiresAt: inOneHour(),
        secret: SECRET,
      });
      expect(await verifyToken(other, SECRET)).toEqual({ userId: user, sessionId: SESSION });
    }
    expect(await verifyToken(token, SECRET)).toEqual({ userId: 7, sessionId: SESSION });
  });
});

describe('bearerToken', () => {
  it.each([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer abc', 'abc'],
    ['Basic abc', null],
    ['Bearer', null],
    ['', null],
    [undefined, null],
  ])('%s -> %s', (header, expected) => {
    expect(bearerToken(header)).toBe(expected);
  });
});
