import { describe, expect, it } from 'vitest';
import { newObjectKey } from './keys.ts';
import { signDownload, verifyDownload } from './signed-url.ts';

const secret = 'a-download-signing-secret-of-32+bytes';
const now = new Date('2026-03-01T12:00:00Z');
const grant = {
  key: newObjectKey(1),
  filename: 'Award letter – Ünïcode "final".docx',
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  expiresAt: new Date('2026-03-01T12:10:00Z'),
};
const queryOf = (url: string) => new URLSearchParams(url.split('?')[1]);
const withParam = (url: string, name: string, value: string) => {
  const query = queryOf(url);
  query.set(name, value);
  return query;
};

describe('signed download links', () => {
  it('verify while valid and carry the grant', () => {
    const url = signDownload(grant, secret);
    expect(url.startsWith('/files/download?key=org%2F1%2F')).toBe(true);
    expect(verifyDownload(queryOf(url), secret, now)).toEqual({ ok: true, grant });
    expect(verifyDownload(Object.fromEntries(queryOf(url)), secret, now).ok).toBe(true);
  });

  it('refuse a changed key, expiry, name or type, and another secret', () => {
    const url = signDownload(grant, secret);
    for (const [name, value] of [
      ['key', newObjectKey(2)],
      ['exp', String(Math.floor(grant.expiresAt.getTime() / 1000) + 3600)],
      ['name', 'payload.html'],
      ['type', 'text/html'],
      ['sig', signDownload({ ...grant, filename: 'other.docx' }, secret).split('sig=')[1] as string],
    ] as const) {
      expect(verifyDownload(withParam(url, name, value), secret, now)).toEqual({
        ok: false,
        code: 'DOWNLOAD_TAMPERED',
      });
    }
    expect(verifyDownload(queryOf(url), `${secret}-rotated`, now)).toEqual({
      ok: false,
      code: 'DOWNLOAD_TAMPERED',
    });
  });

  it('refuse every spelling of the signature but the canonical one', () => {
    const url = signDownload(grant, secret);
    const sig = queryOf(url).get('sig') as string;
    // The last of 43 base64url characters holds 4 bits of the MAC and 2 unused ones: these decode alike.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(sig.slice(-1));
    const twins = [0, 1, 2, 3]
      .map((low) => alphabet[(last & ~3) | low] as string)
      .filter((char) => char !== sig.slice(-1));
    expect(twins).toHaveLength(3);
    for (const char of twins) {
      const other = `${sig.slice(0, -1)}${char}`;
      expect(Buffer.from(other, 'base64url').equals(Buffer.from(sig, 'base64url'))).toBe(true);
      expect(verifyDownload(withParam(url, 'sig', other), secret, now)).toEqual({
        ok: false,
        code: 'DOWNLOAD_TAMPERED',
      });
    }
  });

  it('refuse an expired link (the expiry second itself included)', () => {
    const url = signDownload(grant, secret);
    expect(verifyDownload(queryOf(url), secret, grant.expiresAt)).toEqual({
      ok: false,
      code: 'DOWNLOAD_EXPIRED',
    });
    expect(verifyDownload(queryOf(url), secret, new Date('2027-01-01'))).toEqual({
      ok: false,
      code: 'DOWNLOAD_EXPIRED',
    });
  });

  it('refuse malformed queries', () => {
    const url = signDownload(grant, secret);
    const query = queryOf(url);
    const malformed = [
      {},
      { ...Object.fromEntries(query), sig: undefined },
      { ...Object.fromEntries(query), exp: '12.5' },
      { ...Object.fromEntries(query), exp: '-1' },
      { ...Object.fromEntries(query), sig: 'short' },
      { ...Object.fromEntries(query), name: 'a\u0000.pdf' },
      { ...Object.fromEntries(query), name: '' },
      { ...Object.fromEntries(query), key: ['a', 'b'] },
      { ...Object.fromEntries(query), type: { nested: true } },
    ];
    for (const bad of malformed) {
      expect(verifyDownload(bad, secret, now)).toEqual({ ok: false, code: 'DOWNLOAD_MALFORMED' });
    }
    const twice = queryOf(url);
    twice.append('key', grant.key);
    expect(verifyDownload(twice, secret, now)).toEqual({ ok: false, code: 'DOWNLOAD_MALFORMED' });
  });

  it('refuse to sign a crafted key, a bad name, or with a short secret', () => {
    expect(() => signDownload({ ...grant, key: '../etc/passwd' as typeof grant.key }, secret)).toThrow();
    expect(() => signDownload({ ...grant, filename: 'a\nb' }, secret)).toThrow();
    expect(() => signDownload(grant, 'short')).toThrow(/32 bytes/);
  });
});
