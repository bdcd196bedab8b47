import { withIdentity, withTenant } from '@grantflow/db/client';
import { createFeedToken, feedSlug, revokeFeedTokens } from '@grantflow/db/repositories/calendar';
import { loadRawData, referenceDeadlines } from '@grantflow/db/repositories/dashboard-reference';
import { managerLinks, users } from '@grantflow/db/schema/identity';
import { createAdminPool, createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { seedDemoData } from '@grantflow/demo/rows/seed';
import { addDays } from '@grantflow/domain/dates/date-arithmetic';
import { toWireDate } from '@grantflow/domain/dates/to-wire-date';
import { createLogger } from '@grantflow/service/logger';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { envSchema } from '../env.ts';

// The "All my organisations" feed: a manager belonging to C (prairie) and linked to A
// (main) gets A's and C's deadlines, each labelled, never B's (harbor); removing the link drops A at the
// next fetch; revoking the combined feed leaves the per-organisation feed alone.

const SECRET = 'combined-feed-secret-0123456789abcdef';

let database: TestDatabase;
let admin: pg.Pool;
let app: FastifyInstance;
const org = { a: 0, b: 0, c: 0 };
let consultant = 0;
const today = toWireDate(new Date());
const window = { start: today, end: addDays(today, 365) };

/** The event uids the feed should hold for these organisations (the slow reference over stored rows). */
async function expectedUids(organizationIds: number[]): Promise<string[]> {
  const uids: string[] = [];
  for (const id of organizationIds) {
    const expected = referenceDeadlines(await loadRawData(admin, id), window);
    uids.push(
      ...expected.grantIds.map((row) => `application-${row}@grants.example.org`),
      ...expected.reportIds.map((row) => `report-${row}@grants.example.org`),
    );
  }
  return uids.sort();
}

function events(text: string): { uid: string; summary: string }[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Grantflow deadlines – All my organisations');
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return { uid: event.uid, summary: event.summary };
  });
}

async function combinedFeedPath(): Promise<string> {
  const row = await withTenant(database.db, org.c, (tx) =>
    createFeedToken(tx, SECRET, org.c, consultant, true),
  );
  return `/calendar/${feedSlug(SECRET, row)}.ics`;
}

beforeAll(async () => {
  database = await createTestDatabase();
  admin = createAdminPool(database.url, 2);
  const seeded = await seedDemoData(database.db);
  org.a = seeded.organizationIds?.main as number;
  org.b = seeded.organizationIds?.harbor as number;
  org.c = seeded.organizationIds?.prairie as number;
  const [row] = await withIdentity(database.db, (tx) =>
    tx
      .insert(users)
      .values({
        email: 'consultant@example.org',
        organizationId: org.c,
        role: 'MANAGER',
        verifiedAt: new Date(),
      })
      .returning({ id: users.id }),
  );
  consultant = row?.id as number;
  await withIdentity(database.db, (tx) =>
    tx.insert(managerLinks).values({ userId: consultant, organizationId: org.a }),
  );
  const config = envSchema.parse({
    DATABASE_URL: database.url,
    AUTH_SECRET: SECRET,
    PUBLIC_URL: 'https://grants.example.org',
  });
  app = buildApp({ config, logger: createLogger({ level: 'silent' }), pool: database.pool, db: database.db });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await admin?.end();
  await database?.close();
});

describe('GET /calendar/{slug}.ics of a combined feed', () => {
  it("holds every linked organisation's deadlines, labelled, and nothing of B", async () => {
    const path = await combinedFeedPath();
    const response = await app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    const feed = events(response.body);
    const expected = await expectedUids([org.a, org.c]);
    expect(expected.length).toBeGreaterThan(0);
    expect(feed.map((event) => event.uid).sort()).toEqual(expected);
    const bUids = new Set(await expectedUids([org.b]));
    expect(feed.some((event) => bUids.has(event.uid))).toBe(false);
    const names = await admin.query<{ id: number; name: string }>('select id, name from organizations');
    const nameOf = new Map(names.rows.map((r) => [r.id, r.name]));
    const aUids = new Set(await expectedUids([org.a]));
    for (const event of feed) {
      const owner = aUids.has(event.uid) ? org.a : org.c;
      expect(event.summary.endsWith(`(${nameOf.get(owner)})`), event.summary).toBe(true);
    }
  });

  it('drops an organisation at the next fetch once the manager link is removed', async () => {
    const path = await combinedFeedPath();
    await withIdentity(database.db, (tx) =>
      tx
        .delete(managerLinks)
        .where(and(eq(managerLinks.userId, consultant), eq(managerLinks.organizationId, org.a))),
    );
    try {
      const feed = events((await app.inject({ method: 'GET', url: path })).body);
      expect(feed.map((event) => event.uid).sort()).toEqual(await expectedUids([org.c]));
    } finally {
      await withIdentity(database.db, (tx) =>
        tx.insert(managerLinks).values({ userId: consultant, organizationId: org.a }),
      );
    }
  });

  it('answers 404 once revoked, and a combined token never opens as a single-organisation one', async () => {
    const path = await combinedFeedPath();
    const single = await withTenant(database.db, org.c, (tx) =>
      createFeedToken(tx, SECRET, org.c, consultant),
    );
    const singlePath = `/calendar/${feedSlug(SECRET, single)}.ics`;
    expect(singlePath).not.toBe(path);
    await withTenant(database.db, org.c, (tx) => revokeFeedTokens(tx, org.c, consultant, true));
    const revoked = await app.inject({ method: 'GET', url: path });
    expect(revoked.statusCode).toBe(404);
    expect(revoked.body).not.toContain('BEGIN:VCALENDAR');
    // The organisation's own feed is untouched, and covers C only.
    const own = await app.inject({ method: 'GET', url: singlePath });
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain('All my organisations');
  });

  it('stops working when the owner is no longer authorized', async () => {
    const path = await combinedFeedPath();
    await admin.query('update users set authorized = false where id = $1', [consultant]);
    try {
      expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    } finally {
      await admin.query('update users set authorized = true where id = $1', [consultant]);
    }
  });
});

// An ADMIN's "Several organisations" feed keeps the organisations picked when its URL was created; the
// role is read again at each fetch, so an ADMIN demoted to USER gets only their own organisation.
describe('GET /calendar/{slug}.ics of an ADMIN combined feed', () => {
  let adminUser = 0;

  beforeAll(async () => {
    const [row] = await withIdentity(database.db, (tx) =>
      tx
        .insert(users)
        .values({
          email: 'admin-feed@example.org',
          organizationId: org.b,
          role: 'ADMIN',
          verifiedAt: new Date(),
        })
        .returning({ id: users.id }),
    );
    adminUser = row?.id as number;
  });

  async function adminFeedPath(picked: number[] | null): Promise<string> {
    const row = await withTenant(database.db, org.b, (tx) =>
      createFeedToken(tx, SECRET, org.b, adminUser, true, picked),
    );
    return `/calendar/${feedSlug(SECRET, row)}.ics`;
  }

  const uidsOf = async (path: string) => {
    const response = await app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    return events(response.body)
      .map((event) => event.uid)
      .sort();
  };

  it('covers exactly the picked organisations, not the admin’s own', async () => {
    const path = await adminFeedPath([org.a, org.c]);
    const expected = await expectedUids([org.a, org.c]);
    expect(expected.length).toBeGreaterThan(0);
    expect(await uidsOf(path)).toEqual(expected);
  });

  it('covers only their own organisation without a pick', async () => {
    expect(await uidsOf(await adminFeedPath(null))).toEqual(await expectedUids([org.b]));
  });

  it('shrinks to their own organisation once the ADMIN role is lost, and grows back with it', async () => {
    const path = await adminFeedPath([org.a, org.c]);
    await admin.query(`update users set role = 'USER' where id = $1`, [adminUser]);
    try {
      expect(await uidsOf(path)).toEqual(await expectedUids([org.b]));
    } finally {
      await admin.query(`update users set role = 'ADMIN' where id = $1`, [adminUser]);
    }
    expect(await uidsOf(path)).toEqual(await expectedUids([org.a, org.c]));
  });
});
