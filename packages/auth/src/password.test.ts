import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('hashes with argon2id m=19456 t=2 p=1 and verifies', async () => {
    const stored = await hashPassword('grantflow-demo');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'grantflow-demo')).toBe(true);
    expect(await verifyPassword(stored, 'grantflow-demo ')).toBe(false);
  });

  it('treats missing or malformed hashes as a mismatch', async () => {
    expect(await verifyPassword(null, 'x')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});
