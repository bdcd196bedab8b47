import { verifyPassword } from '@grantflow/auth/password';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_PASSWORD_HASH } from './demo-password.ts';

// The seed stores this precomputed hash instead of hashing (demo-password.ts); prove it is the demo password's.
describe('demo password hash', () => {
  it('is an argon2id hash of DEMO_PASSWORD with the parameters of hashPassword', async () => {
    expect(DEMO_PASSWORD_HASH).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(DEMO_PASSWORD_HASH, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(DEMO_PASSWORD_HASH, `${DEMO_PASSWORD} `)).toBe(false);
  });
});
