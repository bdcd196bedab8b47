import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle, readAsTenant, readIdentity, withTenant } from './client.ts';
import { findRequestIdentity } from './repositories/request-identity.ts';
import { createAdminPool, createTestDatabase, type TestDatabase } from './testing/test-database.ts';

// The tenant boundary under load (docs/architecture.md, Tenancy): many reads and writes of random
// organisations, interleaved at random on a pool of two connections, so every connection serves every
// organisation in turn. Each read must see only its own organisation's rows, each write must land in its
// own organisation, each one-statement session lookup must answer its own user, and a connection used
// outside the boundary must see nothing.

const ORGANIZATIONS = 4;

type Operation =
  | { kind: 'read'; org: number; pauses: number }
  | { kind: 'write'; org: number; pauses: number; fails: boolean }
  | { kind: 'trespass'; org: number; into: number }
  | { kind: 'identity' }
  | { kind: 'session'; org: number; requested: number }
  | { kind: 'bare' };

const org = fc.nat({ max: ORGANIZATIONS - 1 });
const pauses = fc.nat({ max: 3 });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ kind: fc.constant('read' as const), org, pauses }),
  fc.record({ kind: fc.constant('write' as const), org, pauses, fails: fc.boolean() }),
  fc.record({ kind: fc.constant('trespass' as const), org, into: org }).filter((op) => op.org !== op.into),
  fc.record({ kind: fc.constant('identity' as const) }),
  fc.record({ kind: fc.constant('session' as const), org, requested: org }),
  fc.record({ kind: fc.constant('bare' as const) }),
);

let t: TestDatabase;
let admin: pg.Pool;
let small: DbHandle;
const ids: number[] = [];
/** A user of each organisation and a live session of theirs, by the organisation's index. */
const people: { userId: number; sessionId: string }[] = [];
let written = 0;

/** Lets the other operations run: `n` turns of the event loop with the transaction open. */
async function yieldTurns(n: number): Promise<void> {
  for (let i = 0; i < n; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

const idOf = (index: number) => ids[index] ?? 0;

async function run(op: Operation): Promise<void> {
  const { db } = small;
  switch (op.kind) {
    case 'read': {
      const id = idOf(op.org);
      const seen = await readAsTenant(db, id, async (tx) => {
        const first = await tx.execute<{ organization_id: number }>(sql`select organization_id from funders`);
        await yieldTurns(op.pauses);
        const again = await tx.execute<{ organization_id: number }>(
          sql`select organization_id from applications union all select organization_id from funders
            union all select organization_id from dashboard_month_totals
            union all select organization_id from dashboard_month_awards`,
        );
        return [...first.rows, ...again.rows].map((row) => row.organization_id);
      });
      // Every organisation has its seeded funder, so an empty answer would be a failure too.
      expect(seen.length).toBeGreaterThan(0);
      expect(new Set(seen)).toEqual(new Set([id]));
      return;
    }
    case 'write': {
      const id = idOf(op.org);
      written += 1;
      const name = `written for ${id} #${written}`;
      const attempt = withTenant(db, id, async (tx) => {
        // The organisation comes from the transaction's setting, not from the caller: where it lands is
        // exactly what the boundary decided.
        await tx.execute(
          sql`insert into funders (organization_id, name, type)
              values (current_setting('app.organization_id')::int, ${name}, 'OTHER')`,
        );
        await yieldTurns(op.pauses);
        if (op.fails) throw new Error('rolled back on purpose');
      });
      if (op.fails) await expect(attempt).rejects.toThrow('rolled back on purpose');
      else await attempt;
      return;
    }
    case 'trespass': {
      const into = idOf(op.into);
      await expect(
        withTenant(db, idOf(op.org), (tx) =>
          tx.execute(
            sql`insert into funders (organization_id, name, type) values (${into}, 'Trespass', 'OTHER')`,
          ),
        ),
      ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '42501' }) });
      return;
    }
    case 'identity': {
      const organizations = await readIdentity(db, async (reader) =>
        reader.execute<{ n: number }>(sql`select count(*)::int as n from organizations`),
      );
      expect(organizations.rows[0]?.n).toBeGreaterThanOrEqual(ORGANIZATIONS);
      return;
    }
    case 'session': {
      // The one-statement identity read (app.identity only while its function runs) between the others.
      const person = people[op.org];
      if (!person) throw new Error('no seeded session');
      const identity = await findRequestIdentity(db, {
        ...person,
        now: new Date(),
        requestedOrganizationId: idOf(op.requested),
      });
      expect(identity?.user.organizationId).toBe(idOf(op.org));
      expect(identity?.requested?.organization.id).toBe(idOf(op.requested));
      return;
    }
    case 'bare': {
      const { rows } = await small.pool.query<{ setting: string | null; identity: string | null; n: number }>(
        `select nullif(current_setting('app.organization_id', true), '') as setting,
                nullif(current_setting('app.identity', true), '') as identity,
                (select count(*)::int from funders) + (select count(*)::int from dashboard_month_totals) as n`,
      );
      expect(rows[0]).toEqual({ setting: null, identity: null, n: 0 });
      return;
    }
  }
}

beforeAll(async () => {
  t = await createTestDatabase();
  admin = createAdminPool(t.url, 2);
  small = createDb(t.url, { max: 2 });
  for (let i = 0; i < ORGANIZATIONS; i += 1) {
    const { rows } = await admin.query<{ id: number }>(
      'insert into organizations (name) values ($1) returning id',
      [`Organization ${i}`],
    );
    const id = rows[0]?.id ?? 0;
    ids.push(id);
    // An award, so that the dashboard's summaries (kept by triggers) have rows of every organisation too.
    await admin.query(
      `with f as (insert into funders (organization_id, name, type) values ($1, 'Seeded', 'OTHER') returning id),
         g as (insert into grants (organization_id, funder_id) select $1, id from f returning id)
       insert into applications (organization_id, grant_id, status, deadline, submission_date, amount_awarded_cents)
       select $1, id, 'AWARDED', '2025-03-01', '2025-01-10', 100 from g`,
      [id],
    );
    const user = await admin.query<{ id: number }>(
      'insert into users (email, organization_id) values ($1, $2) returning id',
      [`user${i}@example.org`, id],
    );
    const userId = user.rows[0]?.id ?? 0;
    const session = await admin.query<{ id: string }>(
      "insert into sessions (user_id, expires_at) values ($1, now() + interval '1 day') returning id",
      [userId],
    );
    people.push({ userId, sessionId: session.rows[0]?.id ?? '' });
  }
}, 60_000);

afterAll(async () => {
  await small?.close();
  await admin?.end();
  await t?.close();
});

describe('the tenant boundary, interleaved at random on a pool of two connections', () => {
  it('keeps every read to its own organisation and lands every write in its own', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 8, maxLength: 40 }), async (ops) => {
        const before = await admin.query<{ n: number }>(
          "select count(*)::int as n from funders where name like 'written for %'",
        );
        await Promise.all(ops.map(run));
        // Checked as the superuser (no RLS): each committed row is in the organisation its name was written
        // for, and the rolled-back ones are not there at all.
        const { rows } = await admin.query<{ name: string; organization_id: number }>(
          "select name, organization_id from funders where name like 'written for %'",
        );
        for (const row of rows)
          expect(row.name.startsWith(`written for ${row.organization_id} #`)).toBe(true);
        const committed = ops.filter((op) => op.kind === 'write' && !op.fails).length;
        expect(rows.length - (before.rows[0]?.n ?? 0)).toBe(committed);
        expect((await admin.query("select 1 from funders where name = 'Trespass'")).rowCount).toBe(0);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
