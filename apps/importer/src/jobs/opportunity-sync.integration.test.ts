import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createAdminPool, createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { createQueueBackend, type QueueBackend } from '@grantflow/queue/queue-backend';
import type { SyncOpportunitiesResult } from '@grantflow/use-cases/opportunities/sync-opportunities';
import { syncOpportunities } from '@grantflow/use-cases/opportunities/sync-opportunities';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpportunitySource } from '../opportunities/opportunity-config.ts';
import { type FakeGrantsGov, startFakeGrantsGov } from '../testing/fake-grants-gov.ts';
import { generateOpportunities } from '../testing/fake-opportunities.ts';
import { spawnWorkerProcess } from '../testing/spawn-worker-process.ts';
import { OPPORTUNITY_SYNC_JOB, OPPORTUNITY_SYNC_QUEUE } from './opportunity-sync.ts';

// The real Grants.gov client, behind the real SSRF guard, against a local server speaking the documented
// protocol; the real database and queue. The sync at scale runs in worker processes of its own, the first
// killed with SIGKILL mid-sync, as the drive import's crash test does.

let database: TestDatabase;
let admin: pg.Pool;
let fake: FakeGrantsGov;
let queues: QueueBackend;
const children: ChildProcess[] = [];
const namespace = `opps_${randomBytes(4).toString('hex')}`;
const warnings: string[] = [];
const logger = { warn: (_object: Record<string, unknown>, message: string) => void warnings.push(message) };

const source = () =>
  createOpportunitySource({ GRANTS_GOV_API_URL: fake.url, PROVIDERS_ALLOW_LOOPBACK: true }, logger, {
    backoffMs: 10,
    headersTimeoutMs: 5_000,
  });

interface StoredRow {
  title: string;
  status: string;
  revision: number;
  updatedAt: string;
}

async function stored(): Promise<Map<number, StoredRow>> {
  const { rows } = await admin.query<{ id: number } & StoredRow>(
    `select grants_gov_id as id, title, status, revision, updated_at::text as "updatedAt" from opportunities`,
  );
  return new Map(rows.map(({ id, ...row }) => [id, row]));
}

async function storedCount(): Promise<number> {
  const { rows } = await admin.query<{ n: number }>('select count(*)::int as n from opportunities');
  return rows[0]?.n ?? 0;
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  admin = createAdminPool(database.url);
  queues = createQueueBackend({
    databaseUrl: database.url,
    redisUrl: process.env.REDIS_URL,
    namespace,
  });
});

beforeEach(async () => {
  await admin.query('truncate opportunities cascade');
  warnings.length = 0;
  await fake?.close();
});

afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await queues?.close();
  await fake?.close();
  await admin?.end();
  await database?.close();
});

describe('opportunity sync at scale', () => {
  it('syncs 5,000 through a 429 and a worker killed mid-sync, each once; a second sync writes exactly the 100 changed and 50 closed', async () => {
    fake = await startFakeGrantsGov(generateOpportunities(5_000));
    const finished: SyncOpportunitiesResult[] = [];
    const startWorker = () =>
      spawnWorkerProcess(
        new URL('../testing/opportunity-worker-process.ts', import.meta.url),
        {
          DATABASE_URL: database.url,
          QUEUE_NAMESPACE: namespace,
          GRANTS_GOV_API_URL: fake.url,
          PAGE_SIZE: '100',
          LOCK_MS: '2000',
        },
        (line) => {
          if (line.startsWith('sync finished ')) finished.push(JSON.parse(line.slice(14)));
        },
      ).then((child) => {
        children.push(child);
        return child;
      });
    const queue = queues.createQueue(OPPORTUNITY_SYNC_QUEUE);

    // Around the 1,500th request two 429s with Retry-After: 1; the first detail answers slowly.
    fake.throttle(1_500, 2, '1');
    fake.slowNextDetail(300);
    const first = await startWorker();
    await queue.add(OPPORTUNITY_SYNC_JOB, {});
    await until(async () => (await storedCount()) >= 2_500, 90_000, '2,500 stored');
    expect(fake.counts.throttled).toBe(2);
    const exited = new Promise((resolve) => first.once('exit', resolve));
    first.kill('SIGKILL');
    await exited;
    const atKill = await storedCount();
    expect(atKill).toBeLessThan(5_000);
    expect(finished).toEqual([]);

    await startWorker();
    await until(() => finished.length === 1, 150_000, 'the restarted sync');
    const resumed = finished[0];
    expect(resumed).toMatchObject({ seen: 5_000, updated: 0, closed: 0, skipped: 0 });
    expect((resumed?.inserted ?? 0) + (resumed?.unchanged ?? 0)).toBe(5_000);
    expect(resumed?.unchanged).toBeGreaterThanOrEqual(atKill);
    // Stored once: one row per id and revision, none written twice, and no detail fetched again beyond
    // the one that may have been in flight at the kill.
    const { rows } = await admin.query(
      `select count(*)::int as n, count(distinct (grants_gov_id, revision))::int as d,
              count(*) filter (where updated_at <> created_at)::int as rewritten from opportunities`,
    );
    expect(rows[0]).toEqual({ n: 5_000, d: 5_000, rewritten: 0 });
    expect(fake.counts.detail).toBeGreaterThanOrEqual(5_000);
    expect(fake.counts.detail).toBeLessThanOrEqual(5_001);

    const ids = [...fake.opportunities.keys()];
    const changed = new Set(ids.slice(1_000, 1_100));
    const removed = new Set(ids.slice(3_000, 3_050));
    for (const id of changed) {
      const opportunity = fake.opportunities.get(id);
      if (opportunity) fake.opportunities.set(id, { ...opportunity, title: `Changed ${id}`, revision: 2 });
    }
    for (const id of removed) fake.opportunities.delete(id);
    const before = await stored();
    const details = fake.counts.detail ?? 0;
    await queue.add(OPPORTUNITY_SYNC_JOB, {});
    await until(() => finished.length === 2, 90_000, 'the second sync');
    expect(finished[1]).toEqual({
      seen: 4_950,
      inserted: 0,
      updated: 100,
      unchanged: 4_850,
      closed: 50,
      skipped: 0,
    });
    expect((fake.counts.detail ?? 0) - details).toBe(100);
    const after = await stored();
    expect(after.size).toBe(5_000);
    let untouched = 0;
    for (const [id, row] of after) {
      const was = before.get(id);
      if (changed.has(id)) {
        expect(row).toMatchObject({ title: `Changed ${id}`, revision: 2 });
        expect(row.updatedAt).not.toBe(was?.updatedAt);
      } else if (removed.has(id)) {
        expect(row).toMatchObject({ title: was?.title, revision: 1, status: 'closed' });
        expect(row.updatedAt).not.toBe(was?.updatedAt);
      } else {
        expect(row).toEqual(was);
        untouched += 1;
      }
    }
    expect(untouched).toBe(4_850);
    // ~25 s on two idle cores; the bounds leave room for a machine shared with other work.
  }, 360_000);
});

describe('opportunity sync', () => {
  beforeEach(async () => {
    fake = await startFakeGrantsGov(generateOpportunities(100));
  });

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
});
