import { withIdentity } from '@grantflow/db/client';
import {
  managerLinks,
  organizations,
  twoFactorCodes,
  twoFactorSettings,
  users,
} from '@grantflow/db/schema/identity';
import { createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import type { Role } from '@grantflow/domain/shared/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticate } from './authenticate.ts';
import { resolveEffectiveOrganization } from './effective-organization.ts';
import { loginUser } from './login-user.ts';
import { logoutUser } from './logout-user.ts';
import { hashPassword } from './password.ts';
import { hashTwoFactorCode } from './two-factor.ts';
import type { AuthUser } from './user.ts';

const SECRET = 'integration-secret-integration-secret-01';
const PASSWORD = 'grantflow-demo';

let database: TestDatabase;
const org = { own: 0, linked: 0, unlinked: 0 };
const people: Record<'admin' | 'manager' | 'user' | 'expired', AuthUser> = {} as never;

async function signIn(email: string): Promise<AuthUser> {
  const token = await loginUser(database.db, { email, password: PASSWORD }, SECRET);
  const auth = await authenticate(database.db, `Bearer ${token}`, SECRET);
  if (!auth) throw new Error(`could not authenticate ${email}`);
  return auth.user;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const passwordHash = await hashPassword(PASSWORD);
  await withIdentity(database.db, async (tx) => {
    const insertOrg = async (name: string) =>
      (await tx.insert(organizations).values({ name }).returning({ id: organizations.id }))[0]?.id ?? 0;
    org.own = await insertOrg('Own');
    org.linked = await insertOrg('Linked');
    org.unlinked = await insertOrg('Unlinked');
    const insertUser = async (email: string, role: Role, authorized = true) =>
      (
        await tx
          .insert(users)
          .values({ email, role, authorized, passwordHash, organizationId: org.own, verifiedAt: new Date() })
          .returning({ id: users.id })
      )[0]?.id ?? 0;
    await insertUser('admin@example.org', 'ADMIN');
    const manager = await insertUser('manager@example.org', 'MANAGER');
    await insertUser('staff@example.org', 'USER');
    await insertUser('expired@example.org', 'USER', false);
    await tx.insert(managerLinks).values({ userId: manager, organizationId: org.linked });
  });
  people.admin = await signIn('admin@example.org');
  people.manager = await signIn('manager@example.org');
  people.user = await signIn('staff@example.org');
  people.expired = await signIn('expired@example.org');
});

afterAll(async () => {
  await database?.close();
});

describe('resolveEffectiveOrganization', () => {
  const resolve = (who: keyof typeof people, requested: string | number | null) =>
    resolveEffectiveOrganization(database.db, people[who], requested);

  it('uses the own organisation when none is asked for', async () => {
    for (const who of ['admin', 'manager', 'user'] as const) {
      expect((await resolve(who, null)).id).toBe(org.own);
    }
  });

  it('refuses a USER asking for another organisation', async () => {
    await expect(resolve('user', org.linked)).rejects.toMatchObject({ code: 'ORGANIZATION_NOT_FOUND' });
    expect((await resolve('user', String(org.own))).id).toBe(org.own);
  });

  it('lets a MANAGER act for a linked organisation only', async () => {
    expect((await resolve('manager', String(org.linked))).name).toBe('Linked');
    await expect(resolve('manager', org.unlinked)).rejects.toMatchObject({ code: 'ORGANIZATION_NOT_FOUND' });
  });

  it('lets an ADMIN act for any existing organisation', async () => {
    expect((await resolve('admin', org.unlinked)).name).toBe('Unlinked');
    await expect(resolve('admin', 999_999)).rejects.toMatchObject({ code: 'ORGANIZATION_NOT_FOUND' });
    await expect(resolve('admin', '1 or 1=1')).rejects.toMatchObject({ code: 'ORGANIZATION_NOT_FOUND' });
  });

  it('refuses unauthorized and anonymous callers', async () => {
    await expect(resolve('expired', null)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(resolveEffectiveOrganization(database.db, null, null)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('loginUser with 2FA codes', () => {
  it('accepts the newest code once, counts wrong tries, and refuses after five', async () => {
    const userId = people.user.id;
    await withIdentity(database.db, async (tx) => {
      await tx
        .insert(twoFactorSettings)
        .values({ userId, emailFor2fa: 'staff@example.org', isEnabled: true });
    });
    const login = (code?: string) =>
      loginUser(database.db, { email: 'staff@example.org', password: PASSWORD, code }, SECRET, {
        slowDown: { baseMs: 0, maxMs: 0 },
      });

    // Step 1 mails a code (to the outbox here); a code with a known value is put after it, so it is the newest.
    expect(await login()).toBe('2fa');
    await withIdentity(database.db, (tx) =>
      tx
        .insert(twoFactorCodes)
        .values({ userId, codeHash: hashTwoFactorCode('24680'), expiresAt: new Date(Date.now() + 600_000) }),
    );
    await expect(login('11111')).rejects.toMatchObject({ code: 'INVALID_TWO_FACTOR_CODE' });
    const [row] = await withIdentity(database.db, (tx) =>
      tx
        .select()
        .from(twoFactorCodes)
        .where(eq(twoFactorCodes.codeHash, hashTwoFactorCode('24680'))),
    );
    expect(row?.attempts).toBe(1);

    const token = await login('24680');
    expect(await authenticate(database.db, `Bearer ${token}`, SECRET)).not.toBeNull();
    // Single use.
    await expect(login('24680')).rejects.toMatchObject({ code: 'INVALID_TWO_FACTOR_CODE' });

    await withIdentity(database.db, (tx) =>
      tx
        .insert(twoFactorCodes)
        .values({ userId, codeHash: hashTwoFactorCode('13579'), expiresAt: new Date(Date.now() + 600_000) }),
    );
    for (let i = 0; i < 5; i += 1) {
      await expect(login('00000')).rejects.toMatchObject({ code: 'INVALID_TWO_FACTOR_CODE' });
    }
    await expect(login('13579')).rejects.toMatchObject({ code: 'TWO_FACTOR_TOO_MANY_ATTEMPTS' });
  });

  it('refuses a malformed code before checking anything', async () => {
    await expect(
      loginUser(database.db, { email: 'staff@example.org', password: PASSWORD, code: '12' }, SECRET),
    ).rejects.toMatchObject({ code: 'VALIDATION', message: 'Code must be exactly 5 digits' });
  });
});

describe('logoutUser', () => {
  it('ends the session so the token stops authenticating', async () => {
    const token = await loginUser(database.db, { email: 'manager@example.org', password: PASSWORD }, SECRET);
    const auth = await authenticate(database.db, `Bearer ${token}`, SECRET);
    expect(auth?.user.email).toBe('manager@example.org');
    expect(await logoutUser(database.db, auth?.session?.id ?? '')).toBe(true);
    expect(await authenticate(database.db, `Bearer ${token}`, SECRET)).toBeNull();
  });
});

describe("loginUser with the specification's wrapped password", () => {
  it('signs in with the code sent inside the password', async () => {
    const userId = people.admin.id;
    await withIdentity(database.db, async (tx) => {
      await tx
        .insert(twoFactorSettings)
        .values({ userId, emailFor2fa: 'admin@example.org', isEnabled: true });
    });
    const login = (password: string) =>
      loginUser(database.db, { email: 'admin@example.org', password }, SECRET, {
        slowDown: { baseMs: 0, maxMs: 0 },
      });
    expect(await login(PASSWORD)).toBe('2fa');
    await withIdentity(database.db, (tx) =>
      tx
        .insert(twoFactorCodes)
        .values({ userId, codeHash: hashTwoFactorCode('97531'), expiresAt: new Date(Date.now() + 600_000) }),
    );
    const token = await login(JSON.stringify({ password: PASSWORD, code: '97531' }));
    expect(await authenticate(database.db, `Bearer ${token}`, SECRET)).not.toBeNull();
  });
});
