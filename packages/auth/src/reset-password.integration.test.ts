import { withIdentity } from '@grantflow/db/client';
import { replaceAccountToken } from '@grantflow/db/repositories/account-tokens';
import { organizations, twoFactorCodes, twoFactorSettings, users } from '@grantflow/db/schema/identity';
import { createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticate } from './authenticate.ts';
import { loginUser } from './login-user.ts';
import { generateLinkToken, hashLinkToken } from './one-time-token.ts';
import { hashPassword } from './password.ts';
import { resetPassword } from './reset-password.ts';
import { hashTwoFactorCode } from './two-factor.ts';

const SECRET = 'integration-secret-integration-secret-02';
const OLD_PASSWORD = 'the old password';
const NEW_PASSWORD = 'a brand new password';

let database: TestDatabase;
let userId = 0;

async function resetLink(): Promise<string> {
  const token = generateLinkToken();
  await withIdentity(database.db, (tx) =>
    replaceAccountToken(
      tx,
      'reset',
      { userId, tokenHash: hashLinkToken(token), expiresAt: new Date(Date.now() + 3_600_000) },
      new Date(),
    ),
  );
  return token;
}

async function putKnownCode(code: string): Promise<void> {
  await withIdentity(database.db, (tx) =>
    tx
      .insert(twoFactorCodes)
      .values({ userId, codeHash: hashTwoFactorCode(code), expiresAt: new Date(Date.now() + 600_000) }),
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  const passwordHash = await hashPassword(OLD_PASSWORD);
  await withIdentity(database.db, async (tx) => {
    const [org] = await tx.insert(organizations).values({ name: 'Own' }).returning({ id: organizations.id });
    const [user] = await tx
      .insert(users)
      .values({
        email: 'twofactor@example.org',
        role: 'USER',
        authorized: true,
        passwordHash,
        organizationId: org?.id ?? 0,
        verifiedAt: new Date(),
      })
      .returning({ id: users.id });
    userId = user?.id ?? 0;
    await tx
      .insert(twoFactorSettings)
      .values({ userId, emailFor2fa: 'twofactor@example.org', isEnabled: true });
  });
});

afterAll(async () => {
  await database?.close();
});

describe('resetPassword with 2FA on', () => {
  it('answers 2fa, changes nothing, and issues a session only after the right code', async () => {
    const deps = { db: database.db, authSecret: SECRET };
    const token = await resetLink();

    expect(await resetPassword(deps, { password: NEW_PASSWORD, token })).toBe('2fa');
    // Nothing changed yet: the old password still signs in (to the 2FA step) and the new one does not.
    const login = (password: string) =>
      loginUser(database.db, { email: 'twofactor@example.org', password }, SECRET, {
        slowDown: { baseMs: 0, maxMs: 0 },
      });
    expect(await login(OLD_PASSWORD)).toBe('2fa');
    await expect(login(NEW_PASSWORD)).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });

    await putKnownCode('24680');
    await expect(resetPassword(deps, { password: NEW_PASSWORD, token, code: '11111' })).rejects.toMatchObject(
      { code: 'INVALID_TWO_FACTOR_CODE' },
    );
    const session = await resetPassword(deps, { password: NEW_PASSWORD, token, code: '24680' });
    expect(session).not.toBe('2fa');
    expect(await authenticate(database.db, `Bearer ${session}`, SECRET)).not.toBeNull();
    expect(await login(NEW_PASSWORD)).toBe('2fa');
    // The link is used up.
    await expect(resetPassword(deps, { password: NEW_PASSWORD, token, code: '24680' })).rejects.toMatchObject(
      {
        code: 'VALIDATION',
      },
    );
  });
});
