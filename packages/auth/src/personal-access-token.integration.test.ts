import { withIdentity } from '@grantflow/db/client';
import { insertPersonalAccessToken } from '@grantflow/db/repositories/personal-access-tokens';
import { organizations, users } from '@grantflow/db/schema/identity';
import { createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDeps } from './account-deps.ts';
import { authenticate } from './authenticate.ts';
import { generatePersonalAccessToken } from './personal-access-token.ts';
import { requireSession } from './require-session.ts';
import { getTwoFactorSetup, requestTwoFactorSetup, verifyTwoFactorSetup } from './two-factor-setup.ts';

const SECRET = 'integration-secret-integration-secret-02';

let database: TestDatabase;
let userId = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  userId = await withIdentity(database.db, async (tx) => {
    const [org] = await tx.insert(organizations).values({ name: 'Own' }).returning({ id: organizations.id });
    const [user] = await tx
      .insert(users)
      .values({ email: 'pat@example.org', organizationId: org?.id ?? 0, verifiedAt: new Date() })
      .returning({ id: users.id });
    return user?.id ?? 0;
  });
});

afterAll(async () => {
  await database?.close();
});

async function tokenWith(expiresAt: Date | null): Promise<string> {
  const { secret, tokenHash } = generatePersonalAccessToken();
  await withIdentity(database.db, (tx) =>
    insertPersonalAccessToken(tx, { userId, name: 'test', tokenHash, expiresAt }),
  );
  return secret;
}

describe('authenticate with a personal access token', () => {
  it('answers its user with no session', async () => {
    const secret = await tokenWith(null);
    const auth = await authenticate(database.db, `Bearer ${secret}`, SECRET);
    expect(auth?.user.email).toBe('pat@example.org');
    expect(auth?.session).toBeNull();
    expect(auth?.accessToken?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers null for an expired, unknown or malformed token', async () => {
    const expired = await tokenWith(new Date(Date.now() - 1000));
    expect(await authenticate(database.db, `Bearer ${expired}`, SECRET)).toBeNull();
    expect(await authenticate(database.db, `Bearer gf_pat_${'a'.repeat(43)}`, SECRET)).toBeNull();
    expect(await authenticate(database.db, 'Bearer gf_pat_short', SECRET)).toBeNull();
  });

  it('is refused account-level actions with SESSION_REQUIRED', async () => {
    const auth = await authenticate(database.db, `Bearer ${await tokenWith(null)}`, SECRET);
    if (!auth) throw new Error('not authenticated');
    expect(() => requireSession(auth)).toThrow(expect.objectContaining({ code: 'SESSION_REQUIRED' }));
    expect(() => requireSession(null)).toThrow(expect.objectContaining({ code: 'UNAUTHORIZED' }));
    const deps = accountDeps({ db: database.db, authSecret: SECRET });
    const refused = expect.objectContaining({ code: 'SESSION_REQUIRED' });
    await expect(getTwoFactorSetup(deps, auth, userId)).rejects.toThrow(refused);
    await expect(
      requestTwoFactorSetup(deps, auth, {
        user_id: userId,
        email_for_2fa: 'pat@example.org',
        is_enabled: false,
      }),
    ).rejects.toThrow(refused);
    await expect(
      verifyTwoFactorSetup(deps, auth, {
        user_id: userId,
        email_for_2fa: 'pat@example.org',
        is_enabled: true,
        code: '12345',
      }),
    ).rejects.toThrow(refused);
  });
});
