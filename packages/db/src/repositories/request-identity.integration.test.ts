import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, readAsTenant, withIdentity } from '../client.ts';
import { createAdminPool, createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { addManagerLink } from './manager-links.ts';
import { insertOrganization } from './organizations.ts';
import { findRequestedOrganization, findRequestIdentity } from './request-identity.ts';
import { insertSession } from './sessions.ts';
import { insertUser } from './users.ts';

// The one-statement identity reads (SQL functions holding `app.identity` only while they run): a live
// session of the claimed user gives its identity row and nothing else; anything else gives nothing; and
// the connection they ran on carries no setting afterwards.

let t: TestDatabase;
let admin: pg.Pool;
const org = { home: 0, linked: 0, other: 0 };
const user = { manager: 0, other: 0, gone: 0 };
const session = { manager: '', other: '', expired: '', gone: '' };
const now = new Date('2026-06-01T12:00:00Z');
const later = new Date('2026-06-02T12:00:00Z');

beforeAll(async () => {
  t = await createTestDatabase();
  admin = createAdminPool(t.url);
  await withIdentity(t.db, async (tx) => {
    org.home = (await insertOrganization(tx, { name: 'Home', fiscalYearStart: '2020-07-01' })).id;
    org.linked = (await insertOrganization(tx, { name: 'Linked' })).id;
    org.other = (await insertOrganization(tx, { name: 'Other' })).id;
    const insert = (email: string, organizationId: number, role: 'MANAGER' | 'USER') =>
      insertUser(tx, { email, organizationId, role }).then((row) => row.id);
    user.manager = await insert('manager@example.org', org.home, 'MANAGER');
    user.other = await insert('other@example.org', org.other, 'USER');
    user.gone = await insert('gone@example.org', org.other, 'USER');
    await addManagerLink(tx, user.manager, org.linked);
    const open = (userId: number, expiresAt: Date) =>
      insertSession(tx, { userId, expiresAt, lastSeenAt: now }).then((row) => row.id);
    session.manager = await open(user.manager, later);
    session.other = await open(user.other, later);
    session.expired = await open(user.manager, now);
    session.gone = await open(user.gone, later);
  });
  await admin.query('delete from users where id = $1', [user.gone]);
}, 60_000);

afterAll(async () => {
  await admin?.end();
  await t?.close();
});

const lookup = (sessionId: string, userId: number, requestedOrganizationId: number | null = null) =>
  findRequestIdentity(t.db, { sessionId, userId, now, requestedOrganizationId });

describe('findRequestIdentity', () => {
  it("answers a live session's identity row, and the requested organisation with the user's link", async () => {
    expect(await lookup(session.manager, user.manager, org.linked)).toEqual({
      session: { id: session.manager, userId: user.manager, expiresAt: later },
      user: {
        id: user.manager,
        email: 'manager@example.org',
        role: 'MANAGER',
        authorized: true,
        organizationId: org.home,
        organization: { id: org.home, name: 'Home', fiscalYearStart: '2020-07-01', currency: 'USD' },
      },
      requested: {
        organization: { id: org.linked, name: 'Linked', fiscalYearStart: null, currency: 'USD' },
        linked: true,
      },
    });
    const unlinked = await lookup(session.manager, user.manager, org.other);
    expect(unlinked?.requested).toEqual({
      organization: { id: org.other, name: 'Other', fiscalYearStart: null, currency: 'USD' },
      linked: false,
    });
    expect((await lookup(session.manager, user.manager))?.requested).toBeNull();
    expect((await lookup(session.manager, user.manager, 2_147_483_647))?.requested).toBeNull();
  });

  it('answers nothing for an unknown, expired or foreign session, or a deleted user', async () => {
    expect(await lookup(randomUUID(), user.manager)).toBeNull();
    expect(await lookup(session.expired, user.manager)).toBeNull();
    // Another user's live session under this user's id (and the reverse) names no identity.
    expect(await lookup(session.other, user.manager)).toBeNull();
    expect(await lookup(session.manager, user.other, org.home)).toBeNull();
    expect(await lookup(session.gone, user.gone)).toBeNull();
  });

  it('leaves the pooled connection without a setting: it sees no identity row afterwards', async () => {
    const { db, pool, close } = createDb(t.url, { max: 1 });
    try {
      expect(
        await findRequestIdentity(db, {
          sessionId: session.manager,
          userId: user.manager,
          now,
          requestedOrganizationId: org.linked,
        }),
      ).not.toBeNull();
      const { rows } = await pool.query<Record<string, unknown>>(
        `select nullif(current_setting('app.identity', true), '') as identity,
          nullif(current_setting('app.organization_id', true), '') as organization,
          (select count(*)::int from sessions) as sessions, (select count(*)::int from users) as users,
          (select count(*)::int from organizations) as organizations`,
      );
      expect(rows[0]).toEqual({
        identity: null,
        organization: null,
        sessions: 0,
        users: 0,
        organizations: 0,
      });
    } finally {
      await close();
    }
  });

  it("inside a tenant transaction, reads the identity and leaves that transaction its organisation's rows only", async () => {
    const seen = await readAsTenant(t.db, org.other, async (tx) => {
      const identity = await findRequestIdentity(tx, {
        sessionId: session.manager,
        userId: user.manager,
        now,
        requestedOrganizationId: null,
      });
      const { rows } = await tx.execute<{ identity: string | null; emails: string[] | null }>(
        sql`select nullif(current_setting('app.identity', true), '') as identity,
          (select array_agg(email order by email) from users) as emails`,
      );
      return { identity, after: rows[0] };
    });
    expect(seen.identity?.user.id).toBe(user.manager);
    expect(seen.after).toEqual({ identity: null, emails: ['other@example.org'] });
  });
});

describe('findRequestedOrganization', () => {
  it("answers the organisation and the user's manager link to it, or null when there is none", async () => {
    expect(await findRequestedOrganization(t.db, user.manager, org.linked)).toEqual({
      organization: { id: org.linked, name: 'Linked', fiscalYearStart: null, currency: 'USD' },
      linked: true,
    });
    expect((await findRequestedOrganization(t.db, user.manager, org.other))?.linked).toBe(false);
    expect(await findRequestedOrganization(t.db, user.manager, 2_147_483_647)).toBeNull();
  });
});
