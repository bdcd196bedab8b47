import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withIdentity, withTenant } from '../client.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { lockUnusedAccountToken, markAccountTokenUsed, replaceAccountToken } from './account-tokens.ts';
import {
  insertOutboxMail,
  listOutboxMailSince,
  markOutboxMailFailed,
  markOutboxMailSent,
} from './email-outbox.ts';
import { addManagerLink, listLinkedOrganizationsOfUsers, removeManagerLink } from './manager-links.ts';
import {
  insertOrganization,
  listEveryOrganization,
  listOrganizationsByName,
  updateOrganizationSettings,
} from './organizations.ts';
import { countThrottleAttempt } from './sign-in-throttles.ts';
import { lockNewestTwoFactorCode, replaceTwoFactorCode } from './two-factor.ts';
import {
  findRemindersEnabled,
  insertUser,
  insertUserUnlessEmailTaken,
  listUsersWithOrganization,
  setPasswordAndVerify,
  setRemindersEnabled,
} from './users.ts';

// The identity-side repositories' own logic; the flows built on them are tested in packages/auth.

let t: TestDatabase;
let orgA: number;
let orgB: number;
let alice: number;
let bob: number;
let manager: number;

beforeAll(async () => {
  t = await createTestDatabase();
  await withIdentity(t.db, async (tx) => {
    orgA = (await insertOrganization(tx, { name: 'beta Trust', fiscalYearStart: '2020-07-01' })).id;
    orgB = (await insertOrganization(tx, { name: 'Alpha Fund' })).id;
    alice = (await insertUser(tx, { email: 'alice_1@example.org', organizationId: orgA })).id;
    bob = (await insertUser(tx, { email: 'alicex1@example.org', organizationId: orgB })).id;
    manager = (await insertUser(tx, { email: 'm@example.org', organizationId: orgB, role: 'MANAGER' })).id;
  });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('users', () => {
  it('matches % and _ in an e-mail search literally', async () => {
    const rows = await withIdentity(t.db, (tx) =>
      listUsersWithOrganization(tx, { emailContains: 'ALICE_' }, 10),
    );
    expect(rows.map((row) => row.id)).toEqual([alice]);
    const all = await withIdentity(t.db, (tx) => listUsersWithOrganization(tx, { organizationId: orgB }, 10));
    expect(all.map((row) => row.email)).toEqual(['alicex1@example.org', 'm@example.org']);
  });

  it('skips a taken e-mail instead of failing', async () => {
    const row = await withIdentity(t.db, (tx) =>
      insertUserUnlessEmailTaken(tx, { email: 'alice_1@example.org', organizationId: orgB }),
    );
    expect(row).toBeNull();
  });

  it('keeps an earlier verification date when a password is set', async () => {
    const first = new Date('2024-01-01T00:00:00Z');
    const later = new Date('2024-06-01T00:00:00Z');
    await withIdentity(t.db, (tx) => setPasswordAndVerify(tx, bob, 'h1', first));
    await withIdentity(t.db, (tx) => setPasswordAndVerify(tx, bob, 'h2', later));
    const [row] = await withIdentity(t.db, (tx) => tx.query.users.findMany({ where: { id: bob } }));
    expect(row?.verifiedAt?.toISOString()).toBe(first.toISOString());
    expect(row?.passwordHash).toBe('h2');
  });

  it("reads and writes the reminder setting only within the user's own tenant", async () => {
    expect(await withTenant(t.db, orgA, (tx) => setRemindersEnabled(tx, orgA, alice, false))).toBe(false);
    expect(await withTenant(t.db, orgA, (tx) => findRemindersEnabled(tx, orgA, alice))).toBe(false);
    expect(await withTenant(t.db, orgB, (tx) => findRemindersEnabled(tx, orgB, alice))).toBeNull();
    expect(await withTenant(t.db, orgB, (tx) => setRemindersEnabled(tx, orgB, alice, true))).toBeNull();
    expect(await withTenant(t.db, orgA, (tx) => findRemindersEnabled(tx, orgA, alice))).toBe(false);
  });
});

describe('organizations and manager links', () => {
  it('lists by name case-insensitively, scoped to own plus linked for a manager', async () => {
    const third = await withIdentity(t.db, (tx) => insertOrganization(tx, { name: 'Gamma' }));
    const all = await withIdentity(t.db, (tx) => listOrganizationsByName(tx));
    expect(all.map((row) => row.name)).toEqual(['Alpha Fund', 'beta Trust', 'Gamma']);
    expect(await withIdentity(t.db, (tx) => addManagerLink(tx, manager, third.id))).toBe(true);
    expect(await withIdentity(t.db, (tx) => addManagerLink(tx, manager, third.id))).toBe(false);
    const scoped = await withIdentity(t.db, (tx) =>
      listOrganizationsByName(tx, { ownOrganizationId: orgB, managerUserId: manager }),
    );
    expect(scoped.map((row) => row.id)).toEqual([orgB, third.id]);
    const links = await withIdentity(t.db, (tx) => listLinkedOrganizationsOfUsers(tx, [manager, alice]));
    expect(links).toEqual([{ userId: manager, id: third.id, name: 'Gamma' }]);
    expect(await withIdentity(t.db, (tx) => removeManagerLink(tx, manager, third.id))).toBe(true);
    expect(await withIdentity(t.db, (tx) => removeManagerLink(tx, manager, third.id))).toBe(false);
    const every = await listEveryOrganization(t.db);
    expect(every.map((row) => row.id)).toEqual([orgA, orgB, third.id]);
  });

  it('updates settings as the tenant and reads another tenant as missing', async () => {
    const unchanged = await withTenant(t.db, orgA, (tx) => updateOrganizationSettings(tx, orgA, {}));
    expect(unchanged).toEqual({
      id: orgA,
      name: 'beta Trust',
      fiscalYearStart: '2020-07-01',
      currency: 'USD',
    });
    const inEuros = await withTenant(t.db, orgA, (tx) =>
      updateOrganizationSettings(tx, orgA, { currency: 'EUR' }),
    );
    expect(inEuros?.currency).toBe('EUR');
    const renamed = await withTenant(t.db, orgA, (tx) =>
      updateOrganizationSettings(tx, orgA, { name: 'Beta' }),
    );
    expect(renamed?.name).toBe('Beta');
    expect(
      await withTenant(t.db, orgA, (tx) => updateOrganizationSettings(tx, orgB, { name: 'x' })),
    ).toBeNull();
  });
});

describe('single-use tokens and codes', () => {
  it('voids older link tokens when a new one is stored; a used token is no longer found', async () => {
    const now = new Date();
    const expiresAt = new Date(now.getTime() + 60_000);
    await withIdentity(t.db, (tx) =>
      replaceAccountToken(tx, 'reset', { userId: alice, tokenHash: 'r1', expiresAt }, now),
    );
    await withIdentity(t.db, (tx) =>
      replaceAccountToken(tx, 'reset', { userId: alice, tokenHash: 'r2', expiresAt }, now),
    );
    expect(await withIdentity(t.db, (tx) => lockUnusedAccountToken(tx, 'reset', 'r1'))).toBeNull();
    const fresh = await withIdentity(t.db, (tx) => lockUnusedAccountToken(tx, 'reset', 'r2'));
    expect(fresh).toMatchObject({ userId: alice });
    // The two kinds live apart.
    expect(await withIdentity(t.db, (tx) => lockUnusedAccountToken(tx, 'verification', 'r2'))).toBeNull();
    await withIdentity(t.db, (tx) => markAccountTokenUsed(tx, 'reset', fresh?.id ?? 0, now));
    expect(await withIdentity(t.db, (tx) => lockUnusedAccountToken(tx, 'reset', 'r2'))).toBeNull();
  });

  it('keeps only the newest 2FA code, and a setup code only for its address', async () => {
    const base = { userId: alice, expiresAt: new Date(Date.now() + 60_000) };
    await withIdentity(t.db, (tx) =>
      replaceTwoFactorCode(tx, {
        ...base,
        purpose: 'setup',
        email: 'a@x.org',
        codeHash: 'c1',
        createdAt: new Date(),
      }),
    );
    await withIdentity(t.db, (tx) =>
      replaceTwoFactorCode(tx, {
        ...base,
        purpose: 'setup',
        email: 'b@x.org',
        codeHash: 'c2',
        createdAt: new Date(),
      }),
    );
    const forA = await withIdentity(t.db, (tx) =>
      lockNewestTwoFactorCode(tx, { userId: alice, purpose: 'setup', email: 'a@x.org' }),
    );
    expect(forA).toBeNull();
    const forB = await withIdentity(t.db, (tx) =>
      lockNewestTwoFactorCode(tx, { userId: alice, purpose: 'setup', email: 'b@x.org' }),
    );
    expect(forB?.codeHash).toBe('c2');
    expect(
      await withIdentity(t.db, (tx) => lockNewestTwoFactorCode(tx, { userId: alice, purpose: 'login' })),
    ).toBeNull();
  });
});

describe('sign-in throttles', () => {
  it('counts, keeps a locked count, and starts afresh once the window has passed', async () => {
    const now = new Date('2025-01-01T12:00:00Z');
    const windowStart = new Date(now.getTime() - 60_000);
    const count = () => withIdentity(t.db, (tx) => countThrottleAttempt(tx, 'test:key', now, windowStart));
    expect((await count()).failures).toBe(1);
    expect((await count()).failures).toBe(2);
    const later = new Date(now.getTime() + 120_000);
    const fresh = await withIdentity(t.db, (tx) =>
      countThrottleAttempt(tx, 'test:key', later, new Date(later.getTime() - 60_000)),
    );
    expect(fresh).toEqual({ failures: 1, lockedUntil: null });
  });
});

describe('email outbox', () => {
  it('records delivery and failures, counting attempts and keeping 500 characters of the reason', async () => {
    const mail = { organizationId: null, to: 'x@example.org', subject: 's', text: 't', html: null };
    const sent = await insertOutboxMail(t.db, mail);
    const failed = await insertOutboxMail(t.db, mail);
    await markOutboxMailSent(t.db, sent);
    await markOutboxMailFailed(t.db, failed, 'e'.repeat(600));
    const rows = await listOutboxMailSince(t.db, new Date(Date.now() - 60_000), 10);
    expect(rows.map((row) => row.id)).toEqual([failed, sent]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(sent)).toMatchObject({ attempts: 1, lastError: null });
    expect(byId.get(sent)?.sentAt).not.toBeNull();
    expect(byId.get(failed)).toMatchObject({ attempts: 1, sentAt: null });
    expect(byId.get(failed)?.lastError).toHaveLength(500);
  });
});
