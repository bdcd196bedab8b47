import { randomBytes } from 'node:crypto';
import { createAdminPool, createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { createQueueBackend } from '@grantflow/queue/queue-backend';
import { createNonprofitExplorerClient } from '@grantflow/service/nonprofit-explorer/nonprofit-explorer-client';
import {
  type FakeNonprofitExplorer,
  privateFoundationFiling,
  startFakeNonprofitExplorer,
} from '@grantflow/service/testing/fake-nonprofit-explorer';
import type { RefreshFilingsDeps } from '@grantflow/use-cases/funder-filings/refresh-confirmed-filings';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FUNDER_FILINGS_QUEUE,
  type FunderFilingsPayload,
  scheduleFunderFilings,
  startFunderFilingsWorker,
} from './funder-filings.ts';

// The daily refresh of confirmed funders' 990 filings, run from the queue with the real client pointed at
// a local Nonprofit Explorer stand-in.

let database: TestDatabase;
let admin: pg.Pool;
let fake: FakeNonprofitExplorer;
let deps: RefreshFilingsDeps;

const one = async (text: string, values: unknown[]) =>
  (await admin.query<{ id: number }>(`${text} returning id`, values)).rows[0]?.id as number;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = createAdminPool(database.url, 2);
  fake = await startFakeNonprofitExplorer([
    {
      ein: 123456789,
      name: 'Lantern Ridge Family Foundation',
      city: 'Springfield',
      state: 'IL',
      filings: [privateFoundationFiling(2022, 1_500_000, 20_000_000, 900_000)],
    },
  ]);
  deps = {
    db: database.db,
    provider: createNonprofitExplorerClient({
      env: { PROPUBLICA_API_URL: fake.url, PROVIDERS_ALLOW_LOOPBACK: true },
      log: { warn: () => undefined },
      throttle: { attempts: 2, baseDelayMs: 1, maxDelayMs: 1, sleep: async () => undefined },
    }),
    log: { warn: () => undefined },
  };
});

afterAll(async () => {
  await admin?.end();
  await database?.close();
  await fake?.close();
});

describe('the funder filings refresh', () => {
  it('runs from the queue and replaces the confirmed funders’ filings, leaving unconfirmed ones alone', async () => {
    const org = await one(`insert into organizations (name) values ($1)`, [
      `Filings ${randomBytes(3).toString('hex')}`,
    ]);
    const confirmed = await one(
      `insert into funders (organization_id, name, type, ein) values ($1, 'Lantern Ridge', 'FOUNDATION', '123456789')`,
      [org],
    );
    const other = await one(
      `insert into funders (organization_id, name, type) values ($1, 'Other', 'FOUNDATION')`,
      [org],
    );
    await admin.query(
      `insert into funder_filings (organization_id, funder_id, year, form_type, revenue, source_url, fetched_at)
       values ($1, $2, 2019, '990PF', 1, 'https://example.org/old.pdf', '2020-01-01')`,
      [org, confirmed],
    );
    const queues = createQueueBackend({
      databaseUrl: database.url,
      namespace: `filings_${randomBytes(3).toString('hex')}`,
    });
    try {
      const done = new Promise<unknown>((resolve, reject) => {
        const worker = startFunderFilingsWorker(queues, deps, reject);
        worker.on('completed', (_job, result) => resolve(result));
      });
      await scheduleFunderFilings(queues.createQueue<FunderFilingsPayload>(FUNDER_FILINGS_QUEUE));
      await expect(done).resolves.toEqual({ refreshed: 1, failed: 0 });
    } finally {
      await queues.close();
    }
    const rows = await admin.query(
      'select funder_id, year, form_type, revenue::int, grants_paid::int from funder_filings where organization_id = $1',
      [org],
    );
    expect(rows.rows).toEqual([
      { funder_id: confirmed, year: 2022, form_type: '990PF', revenue: 1_500_000, grants_paid: 900_000 },
    ]);
    expect(rows.rows.some((row) => row.funder_id === other)).toBe(false);
  }, 30_000);

  it('keeps what was stored and counts the failure when the provider is down', async () => {
    fake.failAll(true);
    try {
      const { refreshConfirmedFilings } = await import(
        '@grantflow/use-cases/funder-filings/refresh-confirmed-filings'
      );
      const result = await refreshConfirmedFilings(deps);
      expect(result.refreshed).toBe(0);
      expect(result.failed).toBeGreaterThan(0);
    } finally {
      fake.failAll(false);
    }
    const { rows } = await admin.query<{ n: number }>('select count(*)::int as n from funder_filings');
    expect(rows[0]?.n).toBe(1);
  });
});
