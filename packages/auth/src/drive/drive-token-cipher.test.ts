import { describe, expect, it } from 'vitest';
import { openDriveToken, sealDriveToken } from './drive-token-cipher.ts';

const key = 'k'.repeat(40);
const owner = { organizationId: 1, userId: 2, provider: 'google_drive' };

describe('drive token cipher', () => {
  it('round-trips and never stores the token in the clear', () => {
    const sealed = sealDriveToken('refresh-123', owner, key);
    expect(sealed).not.toContain('refresh-123');
    expect(openDriveToken(sealed, owner, key)).toBe('refresh-123');
  });

  it('refuses another key, another owner and a changed byte', () => {
    const sealed = sealDriveToken('refresh-123', owner, key);
    expect(openDriveToken(sealed, owner, 'x'.repeat(40))).toBeNull();
    expect(openDriveToken(sealed, { ...owner, userId: 3 }, key)).toBeNull();
    // A byte of the sealed body, not a character of its text: the last base64url character of an 11-byte body
    // also carries bits the decoder ignores, so changing it left the bytes (and the token) intact now and then.
    const [version, iv, tag, body = ''] = sealed.split('.');
    const changed = Buffer.from(body, 'base64url');
    changed[0] = (changed[0] ?? 0) ^ 0x01;
    expect(
      openDriveToken([version, iv, tag, changed.toString('base64url')].join('.'), owner, key),
    ).toBeNull();
  });

  it('uses a fresh IV per seal', () => {
    expect(sealDriveToken('t', owner, key)).not.toBe(sealDriveToken('t', owner, key));
  });
});
