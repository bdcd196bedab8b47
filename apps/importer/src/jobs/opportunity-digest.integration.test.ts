import { randomBytes } from 'node:crypto';
import { createAdminPool, createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { createMailer, type Mailer } from '@grantflow/email/mailer';
import { createQueueBackend } from '@grantflow/queue/queue-backend';
import {
  type DigestDeps,
  sendOpportunityDigests,
} from '@grantflow/use-cases/opportunities/send-opportunity-digests';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OPPORTUNITY_DIGEST_QUEUE,
  type OpportunityDigestPayload,
  scheduleOpportunityDigest,
  startOpportunityDigestWorker,
} from './opportunity-digest.ts';

// One timeline: saved searches made on Dec 1st, the sync's changes stamped by hand (updated_at), runs on
// Dec 3rd (twice), 4th and 5th. Each run covers every organisation, so each step reads its own outbox rows.

const SAVED_AT = '2026-12-01T00:00:00Z';
const at = (iso: string) => () => new Date(iso);
const BASE = 'https://grants.example.org';

let database: TestDatabase;
let admin: pg.Pool;
let mailer: Mailer;
let grantsGovId = 5_000;

async function id(text: string, values: unknown[]): Promise<number> {
  return (await admin.query<{ id: number }>(`${text} returning id`, values)).rows[0]?.id as number;
}

/** An opportunity as the sync leaves it, last changed at `updatedAt`. */
function opportunity(title: string, updatedAt: string, status = 'posted', closeDate = '2027-01-15') {
  grantsGovId += 1;
  return id(
    `insert into opportunities (grants_gov_id, number, title, agency_code, agency_name, status, close_date,
       synopsis, link, hit_fingerprint, created_at, updated_at)
     values ($1, $2, $3, 'ED', 'Department of Education', $4, $5, $3, 'https://www.grants.gov/x', 'f', $6, $6)`,
    [grantsGovId, `ED-${grantsGovId}`, title, status, closeDate, updatedAt],
  );
}

async function organization(name: string) {
  return id('insert into organizations (name) values ($1)', [`${name} ${randomBytes(2).toString('hex')}`]);
}

function user(organizationId: number, language: 'en' | 'pt' | 'de' = 'en') {
  return id(
    `insert into users (email, organization_id, role, authorized, verified_at, language)
     values ($1, $2, 'USER', true, now(), $3)`,
    [`digest-${randomBytes(4).toString('hex')}@example.org`, organizationId, language],
  );
}

function savedSearch(organizationId: number, userId: number, name: string, search: string, paused = false) {
  return id(
    `insert into saved_opportunity_searches (organization_id, user_id, name, search, filters, paused, created_at)
     values ($1, $2, $3, $4, '{}', $5, $6)`,
    [organizationId, userId, name, search, paused, SAVED_AT],
  );
}

async function mailsTo(userId: number) {
  const { rows } = await admin.query<{ subject: string; text: string; html: string }>(
    `select subject, text, html from email_outbox
      where to_address = (select email from users where id = $1) order by id`,
    [userId],
  );
  return rows;
}

const deps = (now: () => Date, overrides: Partial<DigestDeps> = {}): DigestDeps => ({
  db: database.db,
  mailer,
  publicUrl: `${BASE}/`,
  timeZone: 'UTC',
  now,
  ...overrides,
});

let orgA: number;
let orgB: number;
let reader: number;
let portuguese: number;
let german: number;
let paused: number;
let nothingNew: number;
let readerOfB: number;
let literacy: number;
let dismissed: number;
let old: number;
let closed: number;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = createAdminPool(database.url, 2);
  mailer = createMailer({ db: database.db, from: 'Grantflow <no-reply@example.org>' });
  orgA = await organization('Riverside Literacy');
  orgB = await organization('Hilltop Readers');
  reader = await user(orgA);
  portuguese = await user(orgA, 'pt');
  german = await user(orgA, 'de');
  paused = await user(orgA);
  nothingNew = await user(orgA);
  readerOfB = await user(orgB);
  for (const owner of [reader, portuguese, german]) {
    await savedSearch(orgA, owner, 'Youth literacy', 'youth literacy');
    await savedSearch(orgA, owner, 'Tutoring', 'tutoring literacy');
  }
  await savedSearch(orgA, paused, 'Paused literacy', 'literacy', true);
  await savedSearch(orgA, nothingNew, 'Astronomy', 'astronomy telescopes');
  await savedSearch(orgB, readerOfB, 'Literacy', 'literacy');
  literacy = await opportunity('Youth literacy tutoring grants', '2026-12-02T10:00:00Z');
  dismissed = await opportunity('Adult literacy and youth reading', '2026-12-02T11:00:00Z');
  old = await opportunity('Youth literacy before the search existed', '2026-11-20T00:00:00Z');
  closed = await opportunity('Closed youth literacy notice', '2026-12-02T12:00:00Z', 'closed');
  await opportunity('Rural water infrastructure', '2026-12-02T12:00:00Z');
  await admin.query('insert into opportunity_dismissals (organization_id, opportunity_id) values ($1, $2)', [
    orgA,
    dismissed,
  ]);
}, 60_000);

afterAll(async () => {
  await admin?.end();
  await database?.close();
});

describe('the daily opportunity digest', () => {
  it("mails each user once, combining their searches, without the organisation's dismissed ones", async () => {
    const result = await sendOpportunityDigests(deps(at('2026-12-03T08:00:00Z')));
    expect(result).toMatchObject({ sent: 4, failed: 0 });
    const [mail, ...more] = await mailsTo(reader);
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/^1 new grant opportunity for Riverside Literacy/);
    // Listed once although both searches match it, linked straight to its page in the organisation.
    expect(mail?.text.match(/Youth literacy tutoring grants/g)).toHaveLength(1);
    expect(mail?.text).toContain(`${BASE}/opportunities/${literacy}?organization=${orgA}`);
    expect(mail?.html).toContain(`href="${BASE}/opportunities/${literacy}?organization=${orgA}"`);
    expect(mail?.text).toContain('closes 01/15/2027');
    for (const absent of [dismissed, old, closed])
      expect(mail?.text).not.toContain(`/opportunities/${absent}?`);
    // Dismissals are per organisation: B still hears of the one A dismissed.
    const [ofB] = await mailsTo(readerOfB);
    expect(ofB?.text).toContain(`/opportunities/${dismissed}?organization=${orgB}`);
  });

  it('writes the digest in the recipient’s language', async () => {
    const [pt] = await mailsTo(portuguese);
    expect(pt?.subject).toMatch(/^1 nova oportunidade de financiamento para Riverside Literacy/);
    expect(pt?.text).toContain('encerra em 15/01/2027');
    const [de] = await mailsTo(german);
    expect(de?.subject).toMatch(/^1 neue Förderausschreibung für Riverside Literacy/);
    expect(de?.text).toContain('Einsendeschluss 15.01.2027');
  });

  it('sends nothing for a paused search, nor when nothing is new', async () => {
    expect(await mailsTo(paused)).toEqual([]);
    expect(await mailsTo(nothingNew)).toEqual([]);
    const { rows } = await admin.query('select 1 from opportunity_digest_sends where user_id = any($1)', [
      [paused, nothingNew],
    ]);
    expect(rows).toEqual([]);
  });

  it('a re-run the same day sends nothing twice; the next day sends only what is new since', async () => {
    const later = await opportunity('Youth literacy summer program', '2026-12-03T08:30:00Z');
    const again = await sendOpportunityDigests(deps(at('2026-12-03T09:00:00Z')));
    expect(again.sent).toBe(0);
    expect(await mailsTo(reader)).toHaveLength(1);
    const nextDay = await sendOpportunityDigests(deps(at('2026-12-04T08:00:00Z')));
    expect(nextDay.sent).toBe(4);
    const [, second] = await mailsTo(reader);
    expect(second?.text).toContain(`/opportunities/${later}?`);
    expect(second?.text).not.toContain(`/opportunities/${literacy}?`);
    // The day after, nothing changed: no mail at all.
    expect((await sendOpportunityDigests(deps(at('2026-12-05T08:00:00Z')))).sent).toBe(0);
    expect(await mailsTo(reader)).toHaveLength(2);
  });

  it('a send that fails is rolled back and sent by the retry, once', async () => {
    await opportunity('Youth literacy winter program', '2026-12-05T09:00:00Z');
    const failing = { send: async () => ({ id: 0, delivered: false }) };
    await expect(
      sendOpportunityDigests(deps(at('2026-12-06T08:00:00Z'), { mailer: failing })),
    ).rejects.toThrow('digest(s) not sent');
    expect(await mailsTo(reader)).toHaveLength(2);
    await sendOpportunityDigests(deps(at('2026-12-06T08:05:00Z')));
    await sendOpportunityDigests(deps(at('2026-12-06T08:10:00Z')));
    expect(await mailsTo(reader)).toHaveLength(3);
  });

  it('runs from the BullMQ queue on Redis: the scheduler enqueues a run at once and the worker sends', async () => {
    await opportunity('Youth literacy spring program', '2026-12-06T09:00:00Z');
    const queues = createQueueBackend({
      databaseUrl: database.url,
      redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
      namespace: `digest_${randomBytes(3).toString('hex')}`,
    });
    try {
      const now = new Date('2026-12-07T08:00:00Z');
      const done = new Promise<unknown>((resolve, reject) => {
        const worker = startOpportunityDigestWorker(
          queues,
          deps(() => now),
          reject,
        );
        worker.on('completed', (_job, result) => resolve(result));
      });
      await scheduleOpportunityDigest(
        queues.createQueue<OpportunityDigestPayload>(OPPORTUNITY_DIGEST_QUEUE),
        true,
        now,
      );
      await expect(done).resolves.toMatchObject({ sent: 4, failed: 0 });
      expect(queues.kind).toBe('redis');
      expect((await mailsTo(reader)).at(-1)?.text).toContain('Youth literacy spring program');
    } finally {
      await queues.close();
    }
  }, 30_000);
});
