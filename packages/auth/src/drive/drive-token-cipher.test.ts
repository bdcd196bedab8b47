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
    const parts = sealed.split('.');
    parts[3] = `${parts[3]?.slice(0, -1)}${parts[3]?.endsWith('A') ? 'B' : 'A'}`;
    expect(openDriveToken(parts.join('.'), owner, key)).toBeNull();
  });

  it('uses a fresh IV per seal', () => {
    expect(sealDriveToken('t', owner, key)).not.toBe(sealDriveToken('t', owner, key));
  });
});
