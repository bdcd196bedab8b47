import { randomBytes } from 'node:crypto';
import { createAdminPool, createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { createQueueBackend } from '@grantflow/queue/queue-backend';
import { syncOpportunities } from '@grantflow/use-cases/opportunities/sync-opportunities';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpportunitySource } from '../opportunities/opportunity-config.ts';
import { type FakeGrantsGov, startFakeGrantsGov } from '../testing/fake-grants-gov.ts';
import { generateOpportunities } from '../testing/fake-opportunities.ts';
import {
  OPPORTUNITY_SYNC_JOB,
  OPPORTUNITY_SYNC_QUEUE,
  startOpportunitySyncWorker,
} from './opportunity-sync.ts';

// The real Grants.gov client, behind the real SSRF guard, against a local server speaking the documented
// protocol; the real database and queue.

let database: TestDatabase;
let admin: pg.Pool;
let fake: FakeGrantsGov;
const warnings: string[] = [];
const logger = { warn: (_object: Record<string, unknown>, message: string) => void warnings.push(message) };

const source = () =>
  createOpportunitySource({ GRANTS_GOV_API_URL: fake.url, PROVIDERS_ALLOW_LOOPBACK: true }, logger, {
    backoffMs: 10,
    headersTimeoutMs: 5_000,
  });

async function stored(): Promise<Map<number, { title: string; status: string; ceiling: number | null }>> {
  const { rows } = await admin.query<{
    grants_gov_id: number;
    title: string;
    status: string;
    c: string | null;
  }>(`select grants_gov_id, title, status, award_ceiling_cents::text as c from opportunities`);
  return new Map(
    rows.map((r) => [
      r.grants_gov_id,
      { title: r.title, status: r.status, ceiling: r.c === null ? null : Number(r.c) },
    ]),
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  admin = createAdminPool(database.url);
});

beforeEach(async () => {
  await admin.query('truncate opportunities cascade');
  warnings.length = 0;
  await fake?.close();
  fake = await startFakeGrantsGov(generateOpportunities(300));
});

afterAll(async () => {
  await fake?.close();
  await admin?.end();
  await database?.close();
});

describe('opportunity sync', () => {
  it('stores each of 300 paged opportunities once, through a 429 and a slow answer; a re-run writes nothing', async () => {
    fake.throttle(40, 2, '1');
    fake.slowNextDetail(300);
    const first = await syncOpportunities({ db: database.db, source: source(), pageSize: 50 });
    expect(first).toMatchObject({ seen: 300, inserted: 300, updated: 0, closed: 0, skipped: 0 });
    expect(fake.counts.throttled).toBe(2);
    const rows = await stored();
    expect(rows.size).toBe(300);
    expect(rows.get(100_001)).toEqual({
      title: 'Fictional rural health program 100001',
      status: 'forecasted',
      ceiling: 5_000_000,
    });
    const details = fake.counts.detail;
    const second = await syncOpportunities({ db: database.db, source: source(), pageSize: 50 });
    expect(second).toMatchObject({ seen: 300, inserted: 0, updated: 0, unchanged: 300, closed: 0 });
    expect(fake.counts.detail).toBe(details);
  }, 60_000);

  it('a run that dies mid-sync is completed by the next one, storing each opportunity once', async () => {
    const real = source();
    let details = 0;
    const dying = {
      searchPage: real.searchPage,
      fetchDetail: async (id: number) => {
        details += 1;
        if (details === 120) throw new Error('worker killed');
        return real.fetchDetail(id);
      },
    };
    await expect(syncOpportunities({ db: database.db, source: dying, pageSize: 50 })).rejects.toThrow(
      'worker killed',
    );
    expect((await stored()).size).toBe(119);
    const resumed = await syncOpportunities({ db: database.db, source: source(), pageSize: 50 });
    expect(resumed).toMatchObject({ inserted: 181, unchanged: 119, closed: 0 });
    const { rows } = await admin.query<{ n: number; d: number }>(
      'select count(*)::int as n, count(distinct grants_gov_id)::int as d from opportunities',
    );
    expect(rows[0]).toEqual({ n: 300, d: 300 });
  }, 60_000);

  it('a second sync updates exactly the changed ones and closes exactly the ones no longer listed', async () => {
    await syncOpportunities({ db: database.db, source: source(), pageSize: 50 });
    const ids = [...fake.opportunities.keys()];
    const changed = ids.slice(10, 30);
    const removed = ids.slice(200, 215);
    for (const id of changed) {
      const opportunity = fake.opportunities.get(id);
      if (opportunity) fake.opportunities.set(id, { ...opportunity, title: `Changed ${id}`, revision: 2 });
    }
    for (const id of removed) fake.opportunities.delete(id);
    const before = await stored();
    const result = await syncOpportunities({ db: database.db, source: source(), pageSize: 50 });
    expect(result).toMatchObject({ seen: 285, inserted: 0, updated: 20, unchanged: 265, closed: 15 });
    const after = await stored();
    expect(after.size).toBe(300);
    for (const [id, row] of after) {
      if (changed.includes(id)) expect(row.title).toBe(`Changed ${id}`);
      else if (removed.includes(id)) expect(row).toEqual({ ...before.get(id), status: 'closed' });
      else expect(row).toEqual(before.get(id));
    }
  }, 60_000);

  it('logs and skips a malformed hit, stores nothing half, and then closes nothing', async () => {
    await syncOpportunities({ db: database.db, source: source(), pageSize: 100 });
    fake.malformedHits.add(100_005);
    fake.opportunities.delete(100_006);
    const result = await syncOpportunities({ db: database.db, source: source(), pageSize: 100 });
    expect(result).toMatchObject({ skipped: 1, closed: 0 });
    expect(warnings).toContain('grants.gov hit skipped: not as documented');
    expect((await stored()).get(100_006)?.status).toBe('posted');
  }, 60_000);

  it('refuses a provider URL on a private address without the test setting', async () => {
    const guarded = createOpportunitySource(
      { GRANTS_GOV_API_URL: fake.url, PROVIDERS_ALLOW_LOOPBACK: false },
      logger,
    );
    await expect(guarded.searchPage(0, 10)).rejects.toThrow(/refused/);
    expect(fake.counts.search).toBeUndefined();
  });

  it('runs from the queue', async () => {
    const queues = createQueueBackend({
      databaseUrl: database.url,
      namespace: `opps_${randomBytes(3).toString('hex')}`,
    });
    try {
      const done = new Promise<unknown>((resolve, reject) => {
        const worker = startOpportunitySyncWorker(
          queues,
          { db: database.db, source: source(), pageSize: 100 },
          reject,
        );
        worker.on('completed', (_job, result) => resolve(result));
      });
      await queues.createQueue(OPPORTUNITY_SYNC_QUEUE).add(OPPORTUNITY_SYNC_JOB, {});
      await expect(done).resolves.toMatchObject({ inserted: 300 });
    } finally {
      await queues.close();
    }
  }, 60_000);
});
